import { Button, Card, Collapse, Group, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ConfirmAction } from "../../components/ConfirmAction";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { AuthCallError, unwrap } from "../../components/result";
import { TeamMembers } from "./TeamMembers";
import type { ActiveOrg, OrgAccess } from "./types";

export interface Team {
  id: string;
  name: string;
  organizationId: string;
}

/** One team: rename inline, remove with confirmation, members on demand. */
export function TeamCard({ team, access, org }: { team: Team; access: OrgAccess; org: ActiveOrg }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(team.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [showMembers, setShowMembers] = useState(false);
  const canUpdate = access.can({ team: ["update"] });
  const canDelete = access.can({ team: ["delete"] });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["teams", org.id] });

  const rename = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError("Enter a team name");
      return;
    }
    setNameError(null);
    setError(null);
    setSaving(true);
    try {
      await unwrap(
        authClient.organization.updateTeam({
          teamId: team.id,
          data: { name: name.trim(), organizationId: org.id },
        }),
      );
      setEditing(false);
      await refresh();
    } catch (e) {
      setError(errorMessage(e, "Could not rename the team"));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    const removeIt = () =>
      unwrap(authClient.organization.removeTeam({ teamId: team.id, organizationId: org.id }));
    try {
      await removeIt();
    } catch (e) {
      // better-auth refuses to remove the team that is active in the caller's own session (a new
      // organization's default team is); clear the session's active team and try once more.
      if (!(e instanceof AuthCallError && e.code === "YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM")) throw e;
      await unwrap(authClient.organization.setActiveTeam({ teamId: null }));
      await removeIt();
    }
    notifications.show({ message: `Team ${team.name} removed` });
    await refresh();
  };

  return (
    <Card withBorder component="article" aria-label={`Team ${team.name}`}>
      <Stack gap="sm">
        <ErrorAlert message={error} onClose={() => setError(null)} />
        {editing ? (
          <form onSubmit={rename} noValidate>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={`New name for ${team.name}`}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={nameError}
                style={{ flex: 1 }}
                miw={180}
                autoFocus
              />
              <Button type="submit" loading={saving}>
                Save
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setEditing(false);
                  setName(team.name);
                  setNameError(null);
                }}
              >
                Cancel
              </Button>
            </Group>
          </form>
        ) : (
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>{team.name}</Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                aria-expanded={showMembers}
                aria-label={`${showMembers ? "Hide" : "Show"} members of ${team.name}`}
                onClick={() => setShowMembers((v) => !v)}
              >
                {showMembers ? "Hide members" : "Members"}
              </Button>
              {canUpdate && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Rename ${team.name}`}
                  onClick={() => setEditing(true)}
                >
                  Rename
                </Button>
              )}
              {canDelete && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${team.name}`}
                  onClick={() => setConfirmRemove(true)}
                >
                  Remove
                </Button>
              )}
            </Group>
          </Group>
        )}
        <Collapse expanded={showMembers}>
          {showMembers && <TeamMembers team={team} access={access} org={org} />}
        </Collapse>
      </Stack>
      <ConfirmAction
        opened={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title="Remove team"
        confirmLabel="Remove team"
        onConfirm={remove}
      >
        {`Remove the team ${team.name}? Its members stay in the organization.`}
      </ConfirmAction>
    </Card>
  );
}
