import { Button, Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Title, one-line description and an optional primary action link ("New product"). */
export function PageHeader({
  title,
  description,
  action,
  back,
}: {
  title: string;
  description?: ReactNode;
  action?: { label: string; to: string };
  back?: { label: string; to: string };
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        {back && (
          <Text component={Link} to={back.to} size="sm" c="blue">
            ← {back.label}
          </Text>
        )}
        <Title order={2}>{title}</Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </div>
      {action && (
        <Button component={Link} to={action.to}>
          {action.label}
        </Button>
      )}
    </Group>
  );
}
