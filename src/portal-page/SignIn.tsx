import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Center,
  Group,
  Paper,
  PinInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { ApiError, portalApi, type Schemas, unwrap } from "./api";

/** Email sign-in: the customer asks for a code, then types the 6 characters they received. */
export function SignIn(props: {
  organization: Schemas["CustomerOrganization"];
  onSignedIn: (token: string) => void;
}) {
  const { organization } = props;
  const [email, setEmail] = useState("");
  const [step, setStep] = useState<"email" | "code">("email");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Something went wrong; try again.");
    } finally {
      setBusy(false);
    }
  };

  const requestCode = () =>
    run(async () => {
      await unwrap(
        portalApi.POST("/v1/customer-portal/customer-session/request", {
          body: { email, organization_id: organization.id },
        }),
      );
      setStep("code");
    });

  const authenticate = (value: string) =>
    run(async () => {
      const { token } = await unwrap(
        portalApi.POST("/v1/customer-portal/customer-session/authenticate", { body: { code: value } }),
      );
      props.onSignedIn(token);
    });

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
          <Text c="dimmed" size="sm">
            Customer portal: your orders, subscriptions, license keys and downloads.
          </Text>
          {error && <Alert color="red">{error}</Alert>}
          {step === "email" ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void requestCode();
              }}
            >
              <Stack>
                <TextInput
                  label="Email"
                  type="email"
                  required
                  autoComplete="email"
                  placeholder="you@example.com"
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                />
                <Button type="submit" loading={busy}>
                  Email me a sign-in code
                </Button>
              </Stack>
            </form>
          ) : (
            <Stack>
              <Text size="sm">
                If {email} belongs to a customer of {organization.name}, a 6-character code is on its way. It
                expires in 30 minutes.
              </Text>
              <PinInput
                length={6}
                type="alphanumeric"
                aria-label="Sign-in code"
                value={code}
                onChange={(value) => setCode(value.toUpperCase())}
                onComplete={(value) => void authenticate(value.toUpperCase())}
                oneTimeCode
              />
              <Button loading={busy} disabled={code.length !== 6} onClick={() => void authenticate(code)}>
                Sign in
              </Button>
              <Anchor component="button" type="button" size="sm" onClick={() => setStep("email")}>
                Use another email
              </Anchor>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
