import { Badge, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { formatDate } from "./format";

export interface PasskeyItem {
  id: string;
  name?: string | null;
  createdAt: Date | string;
  deviceType?: string;
  backedUp?: boolean;
}

/** One passkey: rename inline, delete after confirmation. */
export function PasskeyRow({ passkey, onChanged }: { passkey: PasskeyItem; onChanged: () => void }) {
  const label = passkey.name || "Unnamed passkey";
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name ?? "");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [loading, setLoading] = useState(false);

  const rename = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = name.trim();
    const problem = !value ? "Enter a name" : value.length > 64 ? "At most 64 characters" : null;
    setFieldError(problem);
    if (problem) return;
    setLoading(true);
    setError(null);
    const { error } = await authClient.passkey.updatePasskey({ id: passkey.id, name: value });
    setLoading(false);
    if (error) setError(errorMessage(error));
    else {
      setEditing(false);
      onChanged();
    }
  };

  const remove = async () => {
    setLoading(true);
    setError(null);
    const { error } = await authClient.passkey.deletePasskey({ id: passkey.id });
    setLoading(false);
    if (error) setError(errorMessage(error));
    else {
      setConfirming(false);
      onChanged();
    }
  };

  return (
    <Paper withBorder p="sm">
      {editing ? (
        <form onSubmit={rename} noValidate>
          <Stack gap="xs">
            <ErrorAlert message={error} />
            <TextInput
              label="Passkey name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={fieldError}
              autoFocus
            />
            <Group gap="xs">
              <Button type="submit" size="xs" loading={loading}>
                Save name
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(false)} disabled={loading}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text size="sm" fw={500} style={{ wordBreak: "break-word" }}>
                {label}
              </Text>
              {passkey.backedUp && (
                <Badge size="xs" variant="light">
                  Synced
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              Added {formatDate(passkey.createdAt)}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditing(true)}
              aria-label={`Rename ${label}`}
            >
              Rename
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${label}`}
            >
              Delete
            </Button>
          </Group>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Delete passkey?"
        confirmLabel="Delete passkey"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
        loading={loading}
        error={error}
      >
        {`"${label}" will no longer sign you in. Remove it from the device too.`}
      </ConfirmDialog>
    </Paper>
  );
}
