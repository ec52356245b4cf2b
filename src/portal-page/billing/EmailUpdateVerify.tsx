import { Alert, Avatar, Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { portalApi, type Schemas, unwrap } from "../api";
import { errorMessage } from "../format";

/**
 * `/{slug}/portal/email-update?token=…`, the link in the email-change message: checks the link,
 * then changes the email when the customer confirms and signs them in with the new session.
 */
export function EmailUpdateVerify(props: {
  organization: Schemas["CustomerOrganization"];
  onVerified: (sessionToken: string) => void;
}) {
  const { organization } = props;
  const token = new URLSearchParams(window.location.search).get("token") ?? "";
  const check = useQuery({
    queryKey: ["portal-email-update-check", token],
    queryFn: () =>
      unwrap(
        portalApi.GET("/v1/customer-portal/customers/me/email-update/check", {
          params: { query: { token } },
        }),
      ),
    enabled: Boolean(token),
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const session = await unwrap(
        portalApi.POST("/v1/customer-portal/customers/me/email-update/verify", { body: { token } }),
      );
      props.onVerified(session.token);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack>
          <Group gap="sm">
            <Avatar src={organization.avatar_url ?? null} alt="" radius="sm">
              {organization.name.slice(0, 1)}
            </Avatar>
            <Title order={3}>{organization.name}</Title>
          </Group>
          <Title order={4}>Confirm your new email address</Title>
          {!token || check.isError ? (
            <Alert color="red">
              This link is invalid or has expired. Request a new one from Billing details.
            </Alert>
          ) : check.isPending ? (
            <Loader aria-label="Checking the link" />
          ) : (
            <>
              <Text size="sm">
                Confirm to use this address for signing in and for receipts from {organization.name}.
              </Text>
              {error && <Alert color="red">{error}</Alert>}
              <Button onClick={() => void confirm()} loading={busy}>
                Confirm email change
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
