import { Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { portalApi, unwrap } from "./api";
import { usePortal } from "./context";

/** The portal's first page: who is signed in, and a summary per section. */
export function OverviewPage() {
  const { organization } = usePortal();
  const user = useQuery({
    queryKey: ["portal", "user"],
    queryFn: () => unwrap(portalApi.GET("/v1/customer-portal/customer-session/user")),
  });
  return (
    <Stack>
      <Title order={2}>Hello{user.data?.name ? `, ${user.data.name}` : ""}</Title>
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          Signed in to {organization.name} as
        </Text>
        <Text fw={500}>{user.data?.email ?? "…"}</Text>
      </Paper>
    </Stack>
  );
}
