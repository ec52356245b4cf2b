import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, unwrap } from "../../api/v1";
import { webhookKeys } from "./keys";

/** How many waiting deliveries the Pending section lists. */
export const WAITING_SHOWN = 5;

/** An endpoint's pending queue (Kassa's `GET …/endpoints/{id}/queue`), refreshed every 5 s. */
export function useEndpointQueue(endpointId: string) {
  return useQuery({
    queryKey: [...webhookKeys.queues, endpointId],
    queryFn: () =>
      unwrap(
        api.GET("/v1/webhooks/endpoints/{id}/queue", {
          params: { path: { id: endpointId }, query: { limit: WAITING_SHOWN } },
        }),
      ),
    refetchInterval: 5000,
  });
}

/**
 * "Retry now" and "Skip" on the head delivery. Each names the delivery the seller saw, so a queue
 * that moved on in the meantime is not touched (the server answers 409 and the dialog shows why).
 * Errors are thrown for the confirmation dialog to show.
 */
export function useQueueActions(endpointId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: webhookKeys.queues });
    await queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries });
    // The attempt or the next deliveries run right after; look again once they had time to.
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: webhookKeys.queues }), 1500);
  };
  const act = async (action: "retry" | "skip", deliveryId: string) => {
    const init = { params: { path: { id: endpointId } }, body: { delivery_id: deliveryId } };
    const queue = await unwrap(
      action === "retry"
        ? api.POST("/v1/webhooks/endpoints/{id}/queue/retry", init)
        : api.POST("/v1/webhooks/endpoints/{id}/queue/skip", init),
    );
    queryClient.setQueryData([...webhookKeys.queues, endpointId], queue);
    notifications.show({
      message: action === "retry" ? "Attempting it now" : "Skipped: the events behind it are being sent",
    });
    await refresh();
  };
  return {
    retry: (deliveryId: string) => act("retry", deliveryId),
    skip: (deliveryId: string) => act("skip", deliveryId),
  };
}

/** The current time in ms, updated every `everyMs` (for "in 12 s" / "4 min ago"). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
