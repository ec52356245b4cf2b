import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap, type WebhookEndpoint } from "../../api/v1";
import { ConfirmAction } from "../../components/ConfirmAction";
import { CopyableSecret } from "../../components/CopyableSecret";
import { SectionCard } from "../../components/SectionCard";
import { webhookKeys } from "./keys";

/** The endpoint's signing secret: hidden until revealed, copyable, and resettable after a confirmation. */
export function SecretCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  // The API sends the secret only to callers allowed to change webhooks (owners and admins).
  if (endpoint.secret === "") {
    return (
      <SectionCard title="Signing secret">
        <Text size="sm" c="dimmed" data-testid="webhook-secret-withheld">
          Only owners and admins of the organization can see and reset the signing secret.
        </Text>
      </SectionCard>
    );
  }
  return (
    <SectionCard
      title="Signing secret"
      description={
        <>
          Verify the <code>webhook-signature</code> header of each request with this secret (Standard
          Webhooks). Keep it on your server only.
        </>
      }
    >
      {revealed ? (
        <CopyableSecret value={endpoint.secret} label="Signing secret" testId="webhook-secret" />
      ) : (
        <Text ff="monospace" size="sm" c="dimmed" aria-label="Signing secret (hidden)">
          whsec_••••••••••••••••••••
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => setRevealed((r) => !r)}>
          {revealed ? "Hide secret" : "Reveal secret"}
        </Button>
        <Button size="xs" variant="default" color="red" onClick={() => setConfirming(true)}>
          Reset secret
        </Button>
      </Group>
      <ConfirmAction
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Reset the signing secret?"
        confirmLabel="Reset secret"
        onConfirm={async () => {
          const updated = await unwrap(
            api.PATCH("/v1/webhooks/endpoints/{id}/secret", {
              params: { path: { id: endpoint.id } },
            }),
          );
          queryClient.setQueryData([...webhookKeys.endpoints, "one", endpoint.id], updated);
          await queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints });
          setRevealed(true);
          notifications.show({ message: "New secret generated. Update your receiver." });
        }}
      >
        The current secret stops working at once: requests are signed with the new one from now on, including
        retries of events not yet delivered. Update your receiver right after.
      </ConfirmAction>
    </SectionCard>
  );
}
