import { Button, Code, Stack, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { ErrorAlert } from "../../components/ErrorAlert";
import { authErrorMessage } from "./authErrorMessages";

/** better-auth's `onAPIError.errorURL`: failed sign-in redirects (social callbacks, bad links) land here. */
export function AuthErrorPage() {
  const [params] = useSearchParams();
  const code = params.get("error") ?? "unknown_error";
  const description = params.get("error_description");

  return (
    <AuthCard title="Authentication Error">
      <ErrorAlert message={authErrorMessage(code)} />
      {description && description !== code && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          Error code
        </Text>
        <Code data-testid="auth-error-code" style={{ wordBreak: "break-all" }}>
          {code}
        </Code>
      </Stack>
      <Stack gap="xs">
        <Button component={Link} to="/" fullWidth>
          Return to application
        </Button>
        <Button component={Link} to="/sign-in" variant="default" fullWidth>
          Sign in again
        </Button>
      </Stack>
    </AuthCard>
  );
}
