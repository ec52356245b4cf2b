import { Button } from "@mantine/core";
import type { ComponentPropsWithRef } from "react";
import { useActiveOrganization } from "../session";
import { MenuOnDemand, onDemand } from "./on-demand";

/** The header's button naming the active organization; it opens the organization menu. */
export function OrgButton(button: ComponentPropsWithRef<"button">) {
  const { data: active } = useActiveOrganization();
  return (
    <Button variant="light" size="xs" data-testid="org-switcher" {...button}>
      {active?.name ?? "No organization"}
    </Button>
  );
}

const menu = onDemand(async () => (await import("./OrgSwitcherMenu")).OrgSwitcherMenu);

/** Shows the active organization and switches between the user's organizations (menu fetched on first use). */
export function OrgSwitcher() {
  return <MenuOnDemand menu={menu} props={{}} trigger={(standIn) => <OrgButton {...standIn} />} />;
}
