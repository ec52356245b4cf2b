import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useActiveOrganization, useSession } from "../../session";
import { OverviewPage } from "./overview/OverviewPage";

/** `/`: the active organization's overview, or how to create a first organization. */
export function HomePage() {
  const { data: session } = useSession();
  const { data: activeOrg } = useActiveOrganization();
  if (activeOrg) return <OverviewPage key={activeOrg.id} organizationName={activeOrg.name} />;
  return (
    <Stack>
      <Title order={2}>Welcome{session?.user.name ? `, ${session.user.name}` : ""}</Title>
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
    </Stack>
  );
}
