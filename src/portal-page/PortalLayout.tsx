import { Anchor, AppShell, Avatar, Burger, Button, Group, NavLink, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link, Outlet, useLocation } from "react-router";
import { portalApi, unwrap } from "./api";
import { portalPath, usePortal } from "./context";
import { visibleNav } from "./nav";

/** The signed-in portal: the seller's name and logo, the sections, the page. */
export function PortalLayout() {
  const { slug, organization, signOut } = usePortal();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const session = useQuery({
    queryKey: ["portal", "session"],
    queryFn: () => unwrap(portalApi.GET("/v1/customer-portal/customer-session/introspect")),
  });
  const returnUrl = session.data?.return_url;
  const base = portalPath(slug);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <Avatar src={organization.avatar_url ?? null} alt="" radius="sm" size="sm">
              {organization.name.slice(0, 1)}
            </Avatar>
            <Text fw={700} truncate>
              {organization.name}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {returnUrl && (
              <Anchor href={returnUrl} size="sm" visibleFrom="xs">
                Back to {new URL(returnUrl).host}
              </Anchor>
            )}
            <Button variant="subtle" size="xs" onClick={signOut}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Portal sections">
        {visibleNav(organization).map((item) => {
          const to = base + (item.path ? `/${item.path}` : "");
          const active = item.path
            ? location.pathname.startsWith(to)
            : location.pathname.replace(/\/$/, "") === base;
          return (
            <NavLink
              key={item.path}
              component={Link}
              to={to}
              label={item.label}
              active={active}
              onClick={close}
            />
          );
        })}
        {returnUrl && (
          <Anchor href={returnUrl} size="sm" hiddenFrom="xs" mt="md" px="sm">
            Back to {new URL(returnUrl).host}
          </Anchor>
        )}
      </AppShell.Navbar>
      <AppShell.Main maw={960}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
