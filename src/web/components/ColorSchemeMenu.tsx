import { Menu, useMantineColorScheme } from "@mantine/core";
import { SCHEME_CHOICES, SchemeButton } from "./ColorSchemeToggle";
import { Icon } from "./icons";

/** The color scheme menu itself (ColorSchemeToggle fetches it on first use). */
export function ColorSchemeMenu({ defaultOpened }: { defaultOpened?: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Menu position="bottom-end" width={160} defaultOpened={defaultOpened}>
      <Menu.Target>
        <SchemeButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Color scheme</Menu.Label>
        {SCHEME_CHOICES.map((c) => (
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
