import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { authClient } from "../../auth-client";

export function HomePage() {
  const { data: session } = authClient.useSession();
  const { data: activeOrg } = authClient.useActiveOrganization();
  return (
    <Stack>
      <Title order={2}>Welcome{session?.user.name ? `, ${session.user.name}` : ""}</Title>
      {!activeOrg ? (
        <Card withBorder>
          <Text fw={600}>Create your first organization</Text>
          <Text c="dimmed" size="sm" mb="sm">
            An organization is a seller: it owns products, customers and everything you sell. Invite your team
            to it.
          </Text>
          <Anchor component={Link} to="/organizations/new">
            Create organization
          </Anchor>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder>
            <Text c="dimmed" size="sm">
              Active organization
            </Text>
            <Text fw={600} size="lg">
              {activeOrg.name}
            </Text>
            <Group mt="sm">
              <Anchor component={Link} to="/organization">
                Members and invitations
              </Anchor>
              <Anchor component={Link} to="/organization/teams">
                Teams
              </Anchor>
            </Group>
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
