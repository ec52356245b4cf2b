import { Avatar, UnstyledButton } from "@mantine/core";
import type { ComponentPropsWithRef } from "react";
import { MenuOnDemand, onDemand } from "./on-demand";

export interface MenuUser {
  name: string;
  email: string;
  image?: string | null;
}

/** The header's avatar button that opens the account menu. */
export function AccountButton({ user, ...button }: { user: MenuUser } & ComponentPropsWithRef<"button">) {
  return (
    <UnstyledButton aria-label="Account menu" data-testid="user-menu" {...button}>
      <Avatar src={user.image ?? null} alt={user.name} radius="xl" size="sm" color="blue">
        {(user.name || user.email).slice(0, 1).toUpperCase()}
      </Avatar>
    </UnstyledButton>
  );
}

const menu = onDemand(async () => (await import("./UserMenuDropdown")).UserMenuDropdown);

/** The account menu (settings, security, sign out), fetched on first use. */
export function UserMenu({ user }: { user: MenuUser }) {
  return (
    <MenuOnDemand
      menu={menu}
      props={{ user }}
      trigger={(standIn) => <AccountButton user={user} {...standIn} />}
    />
  );
}
