import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** The full-page error: no page at this address (`notFound`), or what a page threw while drawing or loading. */
export function RouteError({ error, notFound = false }: { error?: unknown; notFound?: boolean }) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={420}>
        <Title order={2}>{notFound ? "Page not found" : "Something went wrong"}</Title>
        <Text c="dimmed" ta="center">
          {notFound
            ? "There is no page at this address."
            : error instanceof Error
              ? error.message
              : "An unexpected error happened."}
        </Text>
        <Button component={Link} to="/">
          Back to Kassa
        </Button>
      </Stack>
    </Center>
  );
}
