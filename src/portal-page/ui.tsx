import { Alert, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "./format";

/** A page's heading and one line on what it holds. */
export function PageTitle({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div>
      <Title order={2}>{title}</Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
    </div>
  );
}

/**
 * A titled, bordered block of a page (the dashboard's look). `action` sits beside the title, where
 * it stays put while the content below loads or grows.
 */
export function SectionCard({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-label={title} withBorder p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Title order={3} size="h4">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed" mt={4}>
                {description}
              </Text>
            )}
          </div>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export function Loading({ label = "Loading" }: { label?: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

/** A quiet line shown when a list has nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" py="md" ta="center">
      {children}
    </Text>
  );
}

/** A red alert with the message, or nothing when there is none. */
export function ErrorAlert({ message, title }: { message: string | null | undefined; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {message}
    </Alert>
  );
}

/** A query's three states: loading, failed (with its message), or its data (or the empty text). */
export function QueryView<T>({
  query,
  label,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={`Loading ${label}`} />;
  if (query.isError)
    return <ErrorAlert title={`Could not load ${label}`} message={errorMessage(query.error)} />;
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}

/** An address below the portal that is no page of it. */
export function NotFoundPage() {
  return (
    <Stack gap="lg">
      <PageTitle title="Page not found" />
      <EmptyState>There is nothing at this address. Pick a section from the menu.</EmptyState>
    </Stack>
  );
}
