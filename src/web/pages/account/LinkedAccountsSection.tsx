import { Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { usePublicConfig } from "../../api/config";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { SectionCard } from "../../components/SectionCard";
import { formatDate, providerLabel } from "./format";
import { accountKeys, useLinkedAccounts } from "./queries";

/** Sign-in methods linked to the account: unlink one, or link a configured social provider. */
export function LinkedAccountsSection() {
  const queryClient = useQueryClient();
  const accounts = useLinkedAccounts();
  const { data: config } = usePublicConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const linked = accounts.data ?? [];
  const linkable = (config?.social_providers ?? []).filter((p) => !linked.some((a) => a.providerId === p));

  /** `id` is better-auth's own account row id (not the provider's account id). */
  const unlink = async (id: string) => {
    setBusy(`unlink-${id}`);
    setError(null);
    const { error } = await authClient.unlinkAccount({ accountId: id });
    setBusy(null);
    if (error) setError(errorMessage(error));
    else await queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
  };

  const link = async (provider: string) => {
    setBusy(`link-${provider}`);
    setError(null);
    // On success the browser leaves for the provider and comes back to /account.
    const { error } = await authClient.linkSocial({
      provider,
      callbackURL: "/account",
      errorCallbackURL: "/auth/error",
    });
    setBusy(null);
    if (error) setError(errorMessage(error));
  };

  return (
    <SectionCard title="Sign-in methods" description="Ways you can sign in to this account.">
      <ErrorAlert message={error} />
      {accounts.isPending ? (
        <Loader size="sm" aria-label="Loading sign-in methods" />
      ) : accounts.error ? (
        <ErrorAlert message={errorMessage(accounts.error)} />
      ) : (
        <Stack gap="xs">
          {linked.length === 0 && (
            <Text size="sm" c="dimmed">
              No linked sign-in methods.
            </Text>
          )}
          {linked.map((a) => (
            <Paper key={a.id} withBorder p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text size="sm" fw={500}>
                    {providerLabel(a.providerId)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Linked {formatDate(a.createdAt)}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  disabled={linked.length < 2}
                  title={linked.length < 2 ? "Your only sign-in method cannot be removed" : undefined}
                  loading={busy === `unlink-${a.id}`}
                  onClick={() => unlink(a.id)}
                  aria-label={`Unlink ${providerLabel(a.providerId)}`}
                >
                  Unlink
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {linkable.length > 0 && (
        <Group gap="xs">
          {linkable.map((p) => (
            <Button key={p} variant="default" loading={busy === `link-${p}`} onClick={() => link(p)}>
              Link {providerLabel(p)}
            </Button>
          ))}
        </Group>
      )}
    </SectionCard>
  );
}
