import { Menu } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { authClient } from "../auth-client";
import { AccountButton, type MenuUser } from "./UserMenu";

/** The account menu itself (UserMenu fetches it on first use). */
export function UserMenuDropdown({ user, defaultOpened }: { user: MenuUser; defaultOpened?: boolean }) {
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={220} defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/account">
          Account settings
        </Menu.Item>
        <Menu.Item component={Link} to="/account/security">
          Security
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={async () => {
            // Leave the signed-in layout first: otherwise it sees the session end and redirects to
            // sign-in with ?next=<this page>, racing this navigation.
            navigate("/sign-in", { replace: true });
            await authClient.signOut();
          }}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
