import { ActionIcon, type MantineColorScheme, useMantineColorScheme } from "@mantine/core";
import type { ComponentPropsWithRef } from "react";
import { Icon, type IconName } from "./icons";
import { MenuOnDemand, onDemand } from "./on-demand";

export const SCHEME_CHOICES: { value: MantineColorScheme; label: string; icon: IconName }[] = [
  { value: "auto", label: "System", icon: "desktop" },
  { value: "light", label: "Light", icon: "sun" },
  { value: "dark", label: "Dark", icon: "moon" },
];

/** The header's button showing the color scheme choice; it opens the color scheme menu. */
export function SchemeButton(button: ComponentPropsWithRef<"button">) {
  const { colorScheme } = useMantineColorScheme();
  const current = SCHEME_CHOICES.find((c) => c.value === colorScheme) ?? SCHEME_CHOICES[0]!;
  return (
    <ActionIcon variant="default" size="lg" aria-label={`Color scheme: ${current.label}`} {...button}>
      <Icon name={current.icon} />
    </ActionIcon>
  );
}

const menu = onDemand(async () => (await import("./ColorSchemeMenu")).ColorSchemeMenu);

/** The header's color scheme menu: follow the system (the default), or always light or dark. Saved in this browser. */
export function ColorSchemeToggle() {
  return <MenuOnDemand menu={menu} props={{}} trigger={(standIn) => <SchemeButton {...standIn} />} />;
}
