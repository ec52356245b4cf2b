import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap, type WebhookEndpoint } from "../../api/v1";
import { errorMessage } from "../../components/errors";
import { webhookKeys } from "./keys";

/** Turns an endpoint on or off (PATCH `enabled`); `busy` holds the id being changed. */
export function useToggleEndpoint() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = async (endpoint: WebhookEndpoint, enabled: boolean) => {
    setBusy(endpoint.id);
    try {
      await unwrap(
        api.PATCH("/v1/webhooks/endpoints/{id}", {
          params: { path: { id: endpoint.id } },
          body: { enabled },
        }),
      );
      notifications.show({ message: `Endpoint ${enabled ? "enabled" : "disabled"}` });
      await queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints });
    } catch (e) {
      notifications.show({ color: "red", message: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  };
  return { toggle, busy };
}

/** Queues a test event (`organization.updated`) for one endpoint: Kassa's POST …/{id}/test. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const send = async (endpoint: WebhookEndpoint) => {
    setSending(true);
    try {
      await unwrap(api.POST("/v1/webhooks/endpoints/{id}/test", { params: { path: { id: endpoint.id } } }));
      notifications.show({ message: "Test event queued: it appears in the delivery log in a moment" });
      await queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries });
    } catch (e) {
      notifications.show({ color: "red", message: errorMessage(e) });
    } finally {
      setSending(false);
    }
  };
  return { send, sending };
}

/** The endpoint's display title: its name, else its URL. */
export function endpointTitle(endpoint: Pick<WebhookEndpoint, "name" | "url">): string {
  return endpoint.name?.trim() || endpoint.url;
}
