import { Menu } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { authClient } from "../auth-client";
import { OrgButton } from "./OrgSwitcher";

/** The organization menu itself: the user's organizations, and creating one (OrgSwitcher fetches it on first use). */
export function OrgSwitcherMenu({ defaultOpened }: { defaultOpened?: boolean }) {
  const { data: orgs } = authClient.useListOrganizations();
  const { data: active } = authClient.useActiveOrganization();
  const queryClient = useQueryClient();

  const switchTo = async (organizationId: string) => {
    const { error } = await authClient.organization.setActive({ organizationId });
    if (error)
      notifications.show({ color: "red", message: error.message ?? "Could not switch organization" });
    await queryClient.invalidateQueries();
  };

  return (
    <Menu position="bottom-start" width={240} defaultOpened={defaultOpened}>
      <Menu.Target>
        <OrgButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Organizations</Menu.Label>
        {(orgs ?? []).map((org) => (
          <Menu.Item key={org.id} onClick={() => switchTo(org.id)} fw={org.id === active?.id ? 700 : 400}>
            {org.name}
          </Menu.Item>
        ))}
        {(orgs ?? []).length === 0 && <Menu.Item disabled>None yet</Menu.Item>}
        <Menu.Divider />
        <Menu.Item component={Link} to="/organizations/new">
          Create organization
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
