import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

const Container = lazy(async () => ({ default: (await import("./notifications-container")).Notifications }));

/**
 * Mantine's notifications, drawn from the first `notifications.show()` on: the store is tiny, the
 * container (transitions, portal) is fetched then; a notification shown meanwhile waits in the
 * store. (The dashboard has its own, src/web/components/NotificationsOnDemand.tsx: the portal
 * loads none of the dashboard's code.)
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Container position="top-right" />
    </Suspense>
  );
}
