import { Stack, Text, Title } from "@mantine/core";
import { Outlet } from "react-router";
import { authClient } from "../../auth-client";

export function isAdminRole(role: string | null | undefined): boolean {
  return String(role ?? "")
    .split(",")
    .map((r) => r.trim())
    .includes("admin");
}

/** Wraps the admin pages: administrators see them, everyone else a 403 message. */
export function AdminGuard() {
  const { data: session } = authClient.useSession();
  if (!session) return null;
  if (!isAdminRole(session.user.role)) {
    return (
      <Stack gap="xs" py="xl" maw={520}>
        <Text c="dimmed" fw={600}>
          403
        </Text>
        <Title order={2}>Administrators only</Title>
        <Text>
          This part of Kassa is for the people who run this installation. Ask an administrator if you need
          access.
        </Text>
      </Stack>
    );
  }
  return <Outlet />;
}
