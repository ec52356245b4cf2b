import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { CopyableSecret } from "../../components/CopyableSecret";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { unwrap } from "../../components/result";
import { SectionCard } from "../../components/SectionCard";
import { CreateApiKeyForm } from "./CreateApiKeyForm";
import { formatDate } from "./format";
import { accountKeys } from "./queries";

interface KeyRow {
  id: string;
  name: string | null;
  createdAt: Date | string;
  expiresAt: Date | string | null;
  lastRequest: Date | string | null;
}

export function ApiKeysPage() {
  const queryClient = useQueryClient();
  const keys = useQuery({
    queryKey: accountKeys.apiKeys,
    queryFn: async () => (await unwrap(authClient.apiKey.list())).apiKeys as KeyRow[],
  });
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<KeyRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.apiKeys });

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setDeleteError(null);
    const { error } = await authClient.apiKey.delete({ keyId: deleting.id });
    setBusy(false);
    if (error) setDeleteError(errorMessage(error));
    else {
      setDeleting(null);
      await refresh();
    }
  };

  const list = keys.data ?? [];
  const now = Date.now();

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={2}>API keys</Title>
        <Text c="dimmed" size="sm">
          Keys let scripts and servers call the Kassa API as you. Send one in the <code>x-api-key</code>{" "}
          header.
        </Text>
      </div>
      <SectionCard title="New key">
        {created && (
          <Alert color="yellow" title={`Copy your new key “${created.name}” now`} role="status">
            <Stack gap="xs">
              <Text size="sm">This is the only time it is shown. Store it like a password.</Text>
              <CopyableSecret value={created.key} label="New API key" testId="new-api-key" />
              <Group>
                <Button size="xs" variant="default" onClick={() => setCreated(null)}>
                  I have copied it
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <CreateApiKeyForm
          onCreated={(key, name) => {
            setCreated({ key, name });
            void refresh();
          }}
        />
      </SectionCard>
      <SectionCard title="Your keys">
        {keys.isPending ? (
          <Loader size="sm" aria-label="Loading API keys" />
        ) : keys.error ? (
          <ErrorAlert message={errorMessage(keys.error)} />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No API keys yet.
          </Text>
        ) : (
          <Stack gap="xs" aria-label="API keys">
            {list.map((k) => {
              const label = k.name || "Unnamed key";
              const expired = k.expiresAt !== null && +new Date(k.expiresAt) < now;
              return (
                <Paper key={k.id} withBorder p="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text size="sm" fw={500}>
                          {label}
                        </Text>
                        {expired && (
                          <Badge size="xs" color="red" variant="light">
                            Expired
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        Created {formatDate(k.createdAt)} · expires{" "}
                        {k.expiresAt ? formatDate(k.expiresAt) : "never"} · last used{" "}
                        {k.lastRequest ? formatDate(k.lastRequest) : "never"}
                      </Text>
                    </div>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => setDeleting(k)}
                      aria-label={`Delete ${label}`}
                    >
                      Delete
                    </Button>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </SectionCard>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete API key?"
        confirmLabel="Delete key"
        onConfirm={remove}
        onClose={() => {
          setDeleting(null);
          setDeleteError(null);
        }}
        loading={busy}
        error={deleteError}
      >
        {`Anything using “${deleting?.name || "this key"}” stops working at once.`}
      </ConfirmDialog>
    </Stack>
  );
}
