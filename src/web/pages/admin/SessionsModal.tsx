import { Badge, Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { EmptyState, Loading } from "../../components/PageState";
import { unwrap } from "../../components/result";
import type { AdminUser } from "./types";

/** A user's sessions: revoke one or all. Mounted only while open. */
export function SessionsModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const key = ["admin-user-sessions", user.id];
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { data: current } = authClient.useSession();
  const sessions = useQuery({
    queryKey: key,
    queryFn: () => unwrap(authClient.admin.listUserSessions({ userId: user.id })),
  });

  const run = async (id: string, action: () => Promise<unknown>, done: string) => {
    setBusy(id);
    setError(null);
    try {
      await action();
      notifications.show({ message: done });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const list = sessions.data?.sessions ?? [];
  return (
    <Modal opened onClose={onClose} title={`Sessions of ${user.email}`} size="lg" centered>
      <Stack gap="sm">
        <ErrorAlert message={error} />
        {sessions.isPending ? (
          <Loading label="Loading sessions" />
        ) : sessions.error ? (
          <ErrorAlert>{sessions.error.message}</ErrorAlert>
        ) : list.length === 0 ? (
          <EmptyState>No active sessions.</EmptyState>
        ) : (
          <Table aria-label="Sessions" verticalSpacing="xs">
            <Table.Tbody>
              {list.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Text size="sm" lineClamp={2} title={s.userAgent ?? undefined}>
                      {s.userAgent || "Unknown device"}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {s.ipAddress || "unknown IP"} · started {new Date(s.createdAt).toLocaleString()} ·
                      expires {new Date(s.expiresAt).toLocaleString()}
                    </Text>
                    <Group gap={4} mt={2}>
                      {s.token === current?.session.token && (
                        <Badge size="xs" variant="light">
                          Your current session
                        </Badge>
                      )}
                      {s.impersonatedBy && (
                        <Badge size="xs" color="orange">
                          Impersonation
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td w={1}>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      loading={busy === s.id}
                      aria-label={`Revoke session started ${new Date(s.createdAt).toLocaleString()}`}
                      onClick={() =>
                        run(
                          s.id,
                          () => unwrap(authClient.admin.revokeUserSession({ sessionToken: s.token })),
                          "Session revoked",
                        )
                      }
                    >
                      Revoke
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="space-between">
          <Button
            color="red"
            variant="light"
            disabled={list.length === 0}
            loading={busy === "all"}
            onClick={() =>
              run(
                "all",
                () => unwrap(authClient.admin.revokeUserSessions({ userId: user.id })),
                "All sessions revoked",
              )
            }
          >
            Revoke all sessions
          </Button>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
