import { useNotifications } from "@mantine/notifications";
import { Suspense, useState } from "react";
import { onDemand } from "./on-demand";

const container = onDemand(async () => (await import("./mantine-notifications")).Notifications);

/**
 * Mantine's notifications, drawn from the first `notifications.show()` on: the store is tiny, the
 * container (transitions, portal) is fetched then; a notification shown meanwhile waits in the store.
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <container.Component position="top-right" />
    </Suspense>
  );
}
