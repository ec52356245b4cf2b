/** Mantine's Notifications container as a chunk of its own: NotificationsOnDemand fetches it. */
export { Notifications } from "@mantine/notifications";
