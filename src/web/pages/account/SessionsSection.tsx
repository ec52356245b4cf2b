import { Badge, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { unwrap } from "../../components/result";
import { SectionCard } from "../../components/SectionCard";
import { describeUserAgent, formatDate } from "./format";
import { accountKeys } from "./queries";

/** Where the user is signed in; sign out one session or all others. */
export function SessionsSection({ currentSessionId }: { currentSessionId: string }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: accountKeys.sessions,
    queryFn: () => unwrap(authClient.listSessions()),
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions });

  const revoke = async (token: string, id: string) => {
    setBusy(id);
    setError(null);
    const { error } = await authClient.revokeSession({ token });
    setBusy(null);
    if (error) setError(errorMessage(error));
    else await refresh();
  };

  const revokeOthers = async () => {
    setBusy("others");
    setError(null);
    const { error } = await authClient.revokeOtherSessions();
    setBusy(null);
    if (error) setError(errorMessage(error));
    else {
      notifications.show({ color: "green", message: "Signed out of all other sessions" });
      await refresh();
    }
  };

  const list = [...(sessions.data ?? [])].sort((a, b) =>
    a.id === currentSessionId
      ? -1
      : b.id === currentSessionId
        ? 1
        : +new Date(b.createdAt) - +new Date(a.createdAt),
  );
  const others = list.filter((s) => s.id !== currentSessionId).length;

  return (
    <SectionCard title="Sessions" description="Browsers and devices signed in to your account.">
      <ErrorAlert message={error} />
      {sessions.isPending ? (
        <Loader size="sm" aria-label="Loading sessions" />
      ) : sessions.error ? (
        <ErrorAlert message={errorMessage(sessions.error)} />
      ) : (
        <Stack gap="xs" aria-label="Your sessions">
          {list.map((s) => {
            const current = s.id === currentSessionId;
            const device = describeUserAgent(s.userAgent);
            return (
              <Paper key={s.id} withBorder p="sm" data-testid="session-row">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text size="sm" fw={500} title={s.userAgent ?? undefined}>
                        {device}
                      </Text>
                      {current && (
                        <Badge size="xs" color="green" variant="light">
                          This device
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      IP {s.ipAddress || "unknown"} · signed in {formatDate(s.createdAt)} · expires{" "}
                      {formatDate(s.expiresAt)}
                    </Text>
                  </div>
                  {!current && (
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      loading={busy === s.id}
                      onClick={() => revoke(s.token, s.id)}
                      aria-label={`Revoke session ${device} ${s.ipAddress ?? ""}`.trim()}
                    >
                      Revoke
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {others > 0 && (
        <Group>
          <Button variant="default" color="red" loading={busy === "others"} onClick={revokeOthers}>
            Sign out all other sessions
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
