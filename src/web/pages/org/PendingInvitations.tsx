import { Button, Card, CopyButton, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import type { OrgRole } from "../../../shared/access";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { EmptyState } from "../../components/PageState";
import { unwrap } from "../../components/result";
import { roleLabel } from "./access";
import type { ActiveOrg, OrgAccess } from "./types";

type Invitation = ActiveOrg["invitations"][number];

/** Pending invitations: copy link, resend (invites again, replacing the old one), cancel. */
export function PendingInvitations({ access, org }: { access: OrgAccess; org: ActiveOrg }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const canInvite = access.can({ invitation: ["create"] });
  const canCancel = access.can({ invitation: ["cancel"] });
  const pending = org.invitations.filter((i) => i.status === "pending");

  const run = async (inv: Invitation, action: () => Promise<unknown>, done: string) => {
    setBusy(inv.id);
    setError(null);
    try {
      await action();
      notifications.show({ color: "green", message: done });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const resend = (inv: Invitation) =>
    run(
      inv,
      () =>
        unwrap(
          authClient.organization.inviteMember({
            email: inv.email,
            role: inv.role as OrgRole,
            organizationId: org.id,
            resend: true,
          }),
        ),
      `Invitation sent again to ${inv.email}`,
    );
  const cancel = (inv: Invitation) =>
    run(
      inv,
      () => unwrap(authClient.organization.cancelInvitation({ invitationId: inv.id })),
      `Invitation to ${inv.email} cancelled`,
    );

  return (
    <Card withBorder component="section" aria-labelledby="invitations-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="invitations-title">
          Pending invitations
        </Title>
        <ErrorAlert message={error} onClose={() => setError(null)} />
        {pending.length === 0 ? (
          <EmptyState>No pending invitations.</EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label="Pending invitations" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invitation</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pending.map((inv) => {
                  const expired = new Date(inv.expiresAt) < new Date();
                  return (
                    <Table.Tr key={inv.id}>
                      <Table.Td>
                        <Text size="sm" style={{ wordBreak: "break-all" }}>
                          {inv.email}
                        </Text>
                        <Text size="xs" c={expired ? "red" : "dimmed"}>
                          {roleLabel(inv.role)} ·{" "}
                          {expired ? "expired" : `expires ${new Date(inv.expiresAt).toLocaleString()}`}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end">
                          <CopyButton value={`${window.location.origin}/invitations/${inv.id}`}>
                            {({ copied, copy }) => (
                              <Button
                                size="xs"
                                variant="subtle"
                                onClick={copy}
                                aria-label={`Copy link for ${inv.email}`}
                              >
                                {copied ? "Copied" : "Copy link"}
                              </Button>
                            )}
                          </CopyButton>
                          {canInvite && (
                            <Button
                              size="xs"
                              variant="subtle"
                              loading={busy === inv.id}
                              aria-label={`Resend invitation to ${inv.email}`}
                              onClick={() => resend(inv)}
                            >
                              Resend
                            </Button>
                          )}
                          {canCancel && (
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              disabled={busy === inv.id}
                              aria-label={`Cancel invitation to ${inv.email}`}
                              onClick={() => cancel(inv)}
                            >
                              Cancel
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
