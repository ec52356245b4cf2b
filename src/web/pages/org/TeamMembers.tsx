import { Button, Group, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { EmptyState, Loading } from "../../components/PageState";
import { AuthCallError, unwrap } from "../../components/result";
import type { Team } from "./TeamCard";
import type { ActiveOrg, OrgAccess } from "./types";

/**
 * The user ids in a team. better-auth's list-team-members only answers members of that team, so
 * owners and admins outside it fall back to each organization member's team list.
 */
async function teamUserIds(team: Team, org: ActiveOrg, canManage: boolean): Promise<string[]> {
  try {
    const rows = await unwrap(authClient.organization.listTeamMembers({ query: { teamId: team.id } }));
    return rows.map((r) => r.userId);
  } catch (e) {
    if (!(canManage && e instanceof AuthCallError && e.code === "USER_IS_NOT_A_MEMBER_OF_THE_TEAM")) throw e;
    const perMember = await Promise.all(
      org.members.map(async (m) => {
        const teams = await unwrap(
          authClient.organization.listUserTeams({ query: { userId: m.userId, organizationId: org.id } }),
        );
        return teams.some((t) => t.id === team.id) ? m.userId : null;
      }),
    );
    return perMember.filter((id): id is string => id !== null);
  }
}

export function TeamMembers({ team, access, org }: { team: Team; access: OrgAccess; org: ActiveOrg }) {
  const queryClient = useQueryClient();
  const canAdd = access.can({ member: ["update"] });
  const canRemove = access.can({ member: ["delete"] });
  const [selected, setSelected] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const key = ["team-members", team.id];
  const members = useQuery({ queryKey: key, queryFn: () => teamUserIds(team, org, canAdd), retry: false });

  const act = async (id: string, action: () => Promise<unknown>) => {
    setBusy(id);
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  if (members.isPending) return <Loading label={`Loading members of ${team.name}`} />;
  if (members.error) return <ErrorAlert>{members.error.message}</ErrorAlert>;

  const inTeam = org.members.filter((m) => members.data.includes(m.userId));
  const candidates = org.members.filter((m) => !members.data.includes(m.userId));

  return (
    <Stack gap="xs">
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {inTeam.length === 0 ? (
        <EmptyState>Nobody is in this team yet.</EmptyState>
      ) : (
        <Table aria-label={`Members of ${team.name}`} verticalSpacing={4}>
          <Table.Tbody>
            {inTeam.map((m) => (
              <Table.Tr key={m.userId}>
                <Table.Td>
                  <Text size="sm">{m.user.name}</Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                    {m.user.email}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  {canRemove && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      loading={busy === m.userId}
                      aria-label={`Remove ${m.user.email} from ${team.name}`}
                      onClick={() =>
                        act(m.userId, () =>
                          unwrap(
                            authClient.organization.removeTeamMember({
                              teamId: team.id,
                              userId: m.userId,
                              organizationId: org.id,
                            }),
                          ),
                        )
                      }
                    >
                      Remove
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canAdd && candidates.length > 0 && (
        <Group align="flex-end" wrap="wrap" gap="xs">
          <NativeSelect
            label={`Add a member to ${team.name}`}
            size="xs"
            value={selected}
            onChange={(e) => setSelected(e.currentTarget.value)}
            data={[
              { value: "", label: "Choose a member" },
              ...candidates.map((m) => ({ value: m.userId, label: `${m.user.name} (${m.user.email})` })),
            ]}
            miw={200}
          />
          <Button
            size="xs"
            loading={busy === "add"}
            onClick={() => {
              if (!selected) {
                setError("Choose a member to add");
                return;
              }
              act("add", async () => {
                await unwrap(
                  authClient.organization.addTeamMember({
                    teamId: team.id,
                    userId: selected,
                    organizationId: org.id,
                  }),
                );
                setSelected("");
              });
            }}
          >
            Add to team
          </Button>
        </Group>
      )}
    </Stack>
  );
}
