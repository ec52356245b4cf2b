import { Avatar, Menu, UnstyledButton } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { authClient } from "../auth-client";

export function UserMenu({ user }: { user: { name: string; email: string; image?: string | null } }) {
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" data-testid="user-menu">
          <Avatar src={user.image ?? null} alt={user.name} radius="xl" size="sm" color="blue">
            {(user.name || user.email).slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
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
