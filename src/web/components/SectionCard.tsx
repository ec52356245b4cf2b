import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled, bordered block of a settings page (profile, password, passkeys, …). */
export function SectionCard({
  title,
  description,
  children,
  danger,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      p={{ base: "md", sm: "lg" }}
      style={danger ? { borderColor: "var(--mantine-color-red-4)" } : undefined}
    >
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" c={danger ? "var(--mantine-color-red-text)" : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
