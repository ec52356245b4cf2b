import { Alert, Burger, Button, Center, Group, Loader, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link, Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { WithQueries } from "../queries";
import { AuthUnavailableError, loadAuthClient, useActiveOrganization, useSession } from "../session";
import { ColorSchemeToggle } from "./ColorSchemeToggle";
import { OrgSwitcher } from "./OrgSwitcher";
import { SessionUnavailable } from "./SessionUnavailable";
import { SideNav } from "./SideNav";
import { SignedInShell } from "./SignedInShell";
import { UserMenu } from "./UserMenu";

/** The signed-in app: header, sidebar and the page. Sends signed-out visitors to sign in. */
export function AppLayout() {
  return (
    <WithQueries>
      <SignedInLayout />
    </WithQueries>
  );
}

function SignedInLayout() {
  const { data: session, isPending, error } = useSession();
  const { data: activeOrg, error: orgError } = useActiveOrganization();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const navigate = useNavigate();

  if (isPending) {
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  }
  // The server could not tell (429, 5xx, offline): say so and ask again, not a sign-out.
  if (!session && error instanceof AuthUnavailableError) return <SessionUnavailable error={error} />;
  if (!session) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/sign-in?next=${next}`} replace />;
  }
  if (!activeOrg && orgError instanceof AuthUnavailableError) return <SessionUnavailable error={orgError} />;
  const isAdmin = String(session.user.role ?? "")
    .split(",")
    .includes("admin");
  const impersonating = Boolean(session.session.impersonatedBy);

  return (
    <SignedInShell
      navbarOpened={opened}
      header={
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <Text component={Link} to="/" fw={700} size="lg">
              Kassa
            </Text>
            <OrgSwitcher />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeToggle />
            <UserMenu user={session.user} />
          </Group>
        </Group>
      }
      navbar={<SideNav isAdmin={isAdmin} hasOrganization={Boolean(activeOrg)} onNavigate={close} />}
    >
      {impersonating && (
        <Alert color="orange" mb="md" title="Impersonating">
          <Group justify="space-between">
            <Text size="sm">You are signed in as {session.user.email} on behalf of an administrator.</Text>
            <Button
              size="xs"
              color="orange"
              onClick={async () => {
                await (await loadAuthClient()).admin.stopImpersonating();
                navigate("/admin/users");
                window.location.reload();
              }}
            >
              Stop impersonating
            </Button>
          </Group>
        </Alert>
      )}
      <Outlet />
    </SignedInShell>
  );
}
