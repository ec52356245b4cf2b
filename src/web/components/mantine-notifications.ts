/** Mantine's Notifications (with react-transition-group) as a chunk of its own: NotificationsOnDemand fetches it. */
export { Notifications } from "@mantine/notifications";
