import { NavLink, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { Icon } from "./icons";
import { activeNavItem, NAV_SECTIONS, navItems } from "./nav";

/**
 * The sidebar: entries in groups (Sales, Products, Usage, Developers, Settings, …), each with its
 * icon; the entry of the current page stays highlighted on its detail pages.
 */
export function SideNav({
  isAdmin,
  hasOrganization,
  onNavigate,
}: {
  isAdmin: boolean;
  hasOrganization: boolean;
  onNavigate: () => void;
}) {
  const location = useLocation();
  const visible = navItems.filter(
    (item) => (!item.adminOnly || isAdmin) && (!item.needsOrganization || hasOrganization),
  );
  const active = activeNavItem(location.pathname, visible);
  return (
    <nav aria-label="Main">
      {NAV_SECTIONS.map((section) => {
        const items = visible.filter((item) => item.section === section);
        if (items.length === 0) return null;
        const headingId = `nav-${section.toLowerCase()}`;
        return (
          <Stack key={section} gap={0} mb="sm" role="group" aria-labelledby={headingId}>
            <Text
              id={headingId}
              size="xs"
              fw={700}
              c="dimmed"
              tt="uppercase"
              px="sm"
              py={4}
              hidden={section === "Overview"}
            >
              {section}
            </Text>
            {items.map((item) =>
              item.external ? (
                <NavLink
                  key={item.to}
                  href={item.to}
                  label={item.label}
                  leftSection={<Icon name={item.icon} />}
                />
              ) : (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={<Icon name={item.icon} />}
                  active={item === active}
                  aria-current={item === active ? "page" : undefined}
                  onClick={onNavigate}
                />
              ),
            )}
          </Stack>
        );
      })}
    </nav>
  );
}
