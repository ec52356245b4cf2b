import { Badge } from "@mantine/core";
import type { WebhookEndpoint } from "../../api/v1";
import { disabledReasonLabel } from "./eventTypes";

/** "Enabled" or "Disabled" (red when Kassa turned it off itself). */
export function EndpointStatusBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const color = endpoint.enabled ? "green" : endpoint.disabled_reason ? "red" : "gray";
  return (
    <Badge size="xs" color={color} variant="light">
      {endpoint.enabled ? "Enabled" : "Disabled"}
    </Badge>
  );
}

/** "Disabled by Kassa: …" when Kassa turned the endpoint off; null otherwise. */
export function disabledNote(endpoint: WebhookEndpoint): string | null {
  if (endpoint.enabled) return null;
  return endpoint.disabled_reason
    ? `Disabled by Kassa: ${disabledReasonLabel(endpoint.disabled_reason)}. Fix the receiver, then enable it again.`
    : "Disabled: no events are sent until you enable it.";
}
