import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
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
