import { Center, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** Centred spinner for a section that is loading. */
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
