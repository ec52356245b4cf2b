import { Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { EmptyState, Loading } from "../../components/PageState";
import { unwrap } from "../../components/result";
import { useActiveOrg } from "./access";
import { NoActiveOrg } from "./NoActiveOrg";
import { TeamCard } from "./TeamCard";

/** /organization/teams: the active organization's teams and their members. */
export function TeamsPage() {
  const access = useActiveOrg();
  const { org } = access;
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const teams = useQuery({
    queryKey: ["teams", org?.id],
    queryFn: () => unwrap(authClient.organization.listTeams({ query: { organizationId: org!.id } })),
    enabled: Boolean(org),
  });

  if (access.isPending) return <Loading label="Loading organization" />;
  if (!org) return <NoActiveOrg title="Teams" />;
  const canCreate = access.can({ team: ["create"] });

  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError("Enter a team name");
      return;
    }
    if (name.trim().length > 100) {
      setNameError("At most 100 characters");
      return;
    }
    setNameError(null);
    setError(null);
    setCreating(true);
    try {
      await unwrap(authClient.organization.createTeam({ name: name.trim(), organizationId: org.id }));
      notifications.show({ color: "green", message: `Team ${name.trim()} created` });
      setName("");
      await queryClient.invalidateQueries({ queryKey: ["teams", org.id] });
    } catch (e) {
      setError(errorMessage(e, "Could not create the team"));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Teams</Title>
        <Text c="dimmed" size="sm">
          Groups of members inside {org.name}
        </Text>
      </div>
      {canCreate && (
        <Card withBorder component="section" aria-labelledby="new-team-title">
          <Title order={3} size="h4" id="new-team-title" mb="sm">
            New team
          </Title>
          <form onSubmit={create} noValidate>
            <Stack gap="sm">
              <ErrorAlert message={error} />
              <Group align="flex-start" wrap="wrap">
                <TextInput
                  label="Team name"
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  error={nameError}
                  style={{ flex: 1 }}
                  miw={200}
                  required
                />
              </Group>
              <Group>
                <Button type="submit" loading={creating}>
                  Create team
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
      {teams.isPending ? (
        <Loading label="Loading teams" />
      ) : teams.error ? (
        <ErrorAlert title="Could not load the teams">{teams.error.message}</ErrorAlert>
      ) : teams.data.length === 0 ? (
        <EmptyState>No teams yet.</EmptyState>
      ) : (
        <Stack gap="sm">
          {teams.data.map((team) => (
            <TeamCard key={team.id} team={team} access={access} org={org} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
