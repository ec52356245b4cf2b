import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../format";

/** Runs a change to a subscription: busy flag, the error to show, and fresh subscriptions and orders after. */
export function useSubscriptionAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await work();
      notifications.show({ message: done });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["portal", "subscriptions"] }),
        queryClient.invalidateQueries({ queryKey: ["portal", "orders"] }),
      ]);
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
