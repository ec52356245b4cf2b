import { ActionIcon, type MantineColorScheme, Menu, useMantineColorScheme } from "@mantine/core";
import { Icon, type IconName } from "./icons";

const CHOICES: { value: MantineColorScheme; label: string; icon: IconName }[] = [
  { value: "auto", label: "System", icon: "desktop" },
  { value: "light", label: "Light", icon: "sun" },
  { value: "dark", label: "Dark", icon: "moon" },
];

/** The header's color scheme menu: follow the system (the default), or always light or dark. Saved in this browser. */
export function ColorSchemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = CHOICES.find((c) => c.value === colorScheme) ?? CHOICES[0]!;
  return (
    <Menu position="bottom-end" width={160}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={`Color scheme: ${current.label}`}>
          <Icon name={current.icon} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Color scheme</Menu.Label>
        {CHOICES.map((c) => (
          <Menu.Item
            key={c.value}
            leftSection={<Icon name={c.icon} size={16} />}
            fw={c.value === colorScheme ? 700 : 400}
            aria-current={c.value === colorScheme ? "true" : undefined}
            onClick={() => setColorScheme(c.value)}
          >
            {c.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
