import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { EmptyState, Loading } from "../../components/PageState";
import { unwrap } from "../../components/result";

/**
 * Shown by organization pages when the session has no active organization (a new session starts
 * without one): lists the user's organizations to open, or links to create one.
 */
export function NoActiveOrg({ title }: { title: string }) {
  const queryClient = useQueryClient();
  const { data: orgs, isPending } = authClient.useListOrganizations();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const open = async (organizationId: string) => {
    setBusy(organizationId);
    setError(null);
    try {
      await unwrap(authClient.organization.setActive({ organizationId }));
      await queryClient.invalidateQueries();
    } catch (e) {
      setError(errorMessage(e, "Could not open the organization"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack maw={560}>
      <Title order={2}>{title}</Title>
      <ErrorAlert message={error} />
      {isPending ? (
        <Loading label="Loading organizations" />
      ) : !orgs?.length ? (
        <EmptyState>
          You are not in any organization yet.{" "}
          <Anchor component={Link} to="/organizations/new">
            Create an organization
          </Anchor>{" "}
          or accept an invitation.
        </EmptyState>
      ) : (
        <Card withBorder>
          <Text size="sm" mb="sm">
            Choose the organization to work in:
          </Text>
          <Stack gap="xs">
            {orgs.map((o) => (
              <Group key={o.id} justify="space-between" wrap="nowrap">
                <Text fw={500} truncate>
                  {o.name}
                </Text>
                <Button
                  size="xs"
                  loading={busy === o.id}
                  onClick={() => open(o.id)}
                  aria-label={`Open ${o.name}`}
                >
                  Open
                </Button>
              </Group>
            ))}
          </Stack>
          <Anchor component={Link} to="/organizations/new" size="sm" mt="md" display="block">
            Create another organization
          </Anchor>
        </Card>
      )}
    </Stack>
  );
}
