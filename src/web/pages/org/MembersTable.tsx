import { Badge, Button, Card, NativeSelect, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { OrgRole } from "../../../shared/access";
import { authClient } from "../../auth-client";
import { ConfirmAction } from "../../components/ConfirmAction";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { unwrap } from "../../components/result";
import { ROLES, roleLabel } from "./access";
import type { ActiveOrg, OrgAccess, OrgMember } from "./types";

/** Members of the organization: role changes, removal, and leaving for oneself. */
export function MembersTable({ access, org }: { access: OrgAccess; org: ActiveOrg }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const canUpdate = access.can({ member: ["update"] });
  const canRemove = access.can({ member: ["delete"] });
  const roleOptions = ROLES.filter((r) => r.value !== "owner" || access.isOwner);

  const changeRole = async (member: OrgMember, role: OrgRole) => {
    setBusy(member.id);
    setError(null);
    try {
      await unwrap(
        authClient.organization.updateMemberRole({ memberId: member.id, role, organizationId: org.id }),
      );
      notifications.show({ color: "green", message: `${member.user.email} is now ${roleLabel(role)}` });
    } catch (e) {
      setError(errorMessage(e, "Could not change the role"));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    await unwrap(
      authClient.organization.removeMember({ memberIdOrEmail: removing.id, organizationId: org.id }),
    );
    notifications.show({ message: `${removing.user.email} was removed` });
  };

  const leave = async () => {
    await unwrap(authClient.organization.leave({ organizationId: org.id }));
    await queryClient.invalidateQueries();
    navigate("/");
  };

  const rows = org.members.map((m) => {
    const self = m.userId === access.userId;
    const targetIsOwner = m.role.split(",").includes("owner");
    const editable = canUpdate && !self && (!targetIsOwner || access.isOwner);
    return (
      <Table.Tr key={m.id}>
        <Table.Td>
          <Text size="sm" fw={500}>
            {m.user.name}
            {self && (
              <Badge ml="xs" size="xs" variant="light">
                You
              </Badge>
            )}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
            {m.user.email}
          </Text>
        </Table.Td>
        <Table.Td>
          {editable ? (
            <NativeSelect
              aria-label={`Role of ${m.user.email}`}
              size="xs"
              value={m.role}
              data={roleOptions.some((r) => r.value === m.role) ? roleOptions : [...roleOptions, m.role]}
              disabled={busy === m.id}
              onChange={(e) => changeRole(m, e.currentTarget.value as OrgRole)}
            />
          ) : (
            <Text size="sm">{roleLabel(m.role)}</Text>
          )}
        </Table.Td>
        <Table.Td>
          {self ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label="Leave organization"
              onClick={() => setLeaving(true)}
            >
              Leave
            </Button>
          ) : (
            canRemove &&
            (!targetIsOwner || access.isOwner) && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={`Remove ${m.user.email}`}
                onClick={() => setRemoving(m)}
              >
                Remove
              </Button>
            )
          )}
        </Table.Td>
      </Table.Tr>
    );
  });

  return (
    <Card withBorder component="section" aria-labelledby="members-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="members-title">
          Members ({org.members.length})
        </Title>
        <ErrorAlert message={error} onClose={() => setError(null)} />
        <Table.ScrollContainer minWidth={340}>
          <Table aria-label="Members" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Member</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <ConfirmAction
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove member"
        confirmLabel="Remove member"
        onConfirm={remove}
      >
        {`Remove ${removing?.user.email ?? ""} from ${org.name}? They lose access at once.`}
      </ConfirmAction>
      <ConfirmAction
        opened={leaving}
        onClose={() => setLeaving(false)}
        title="Leave organization"
        confirmLabel="Leave organization"
        onConfirm={leave}
      >
        {`Leave ${org.name}? You need a new invitation to come back.`}
      </ConfirmAction>
    </Card>
  );
}
