import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { AuthCard, BackToSignIn } from "../../components/AuthCard";
import { ErrorAlert } from "../../components/ErrorAlert";
import { emailProblem } from "./validation";

export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem) return;
    setLoading(true);
    setError(null);
    const { error } = await authClient.requestPasswordReset({
      email: email.trim(),
      redirectTo: "/reset-password",
    });
    setLoading(false);
    // Never reveal whether an account exists: only a rate limit is worth telling.
    if (error?.status === 429) {
      setError("Too many requests. Wait a minute and try again.");
      return;
    }
    setSentTo(email.trim());
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <Alert color="blue" role="status">
          If an account exists for {sentTo}, we sent it a link to choose a new password. The link is valid for
          one hour.
        </Alert>
        <Text size="sm" c="dimmed">
          No email? Check your spam folder, or{" "}
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            try another address
          </Anchor>
          .
        </Text>
        <BackToSignIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" subtitle="We will email you a link to choose a new one.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <TextInput
            label="Email"
            name="email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldError}
            autoComplete="email"
            required
          />
          <Button type="submit" loading={loading} fullWidth>
            Send reset link
          </Button>
        </Stack>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
