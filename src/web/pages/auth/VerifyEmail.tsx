import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { authClient } from "../../auth-client";
import { AuthCard, BackToSignIn } from "../../components/AuthCard";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { emailProblem } from "./validation";

const LINK_ERRORS: Record<string, string> = {
  token_expired: "This verification link has expired. Links are valid for one hour.",
  invalid_token: "This verification link is not valid. It may have been copied incompletely or already used.",
  user_not_found: "There is no account for this verification link any more.",
  invalid_user:
    "This link belongs to another account than the one you are signed in with. Sign out and open it again.",
};

/** Asks for a new verification email. */
function ResendVerification({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [loading, setLoading] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem) return;
    setLoading(true);
    setError(null);
    const { error } = await authClient.sendVerificationEmail({
      email: email.trim(),
      callbackURL: "/verify-email?verified=1",
    });
    setLoading(false);
    if (error) setError(errorMessage(error));
    else setSent(true);
  };

  if (sent) {
    return (
      <Alert color="blue" role="status">
        If {email.trim()} has an unverified account, we sent it a new verification link.
      </Alert>
    );
  }
  return (
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
          Send a new verification link
        </Button>
      </Stack>
    </form>
  );
}

/** Where the emailed verification link lands: success, or why the link failed and a way to get a new one. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const { data: session } = authClient.useSession();
  const error = params.get("error");
  const verified = params.get("verified") === "1";

  if (error) {
    const reason = LINK_ERRORS[error.toLowerCase()] ?? `We could not verify your email address (${error}).`;
    return (
      <AuthCard title="Verification failed">
        <ErrorAlert message={reason} />
        <Text size="sm">Enter your email address and we will send you a new link.</Text>
        <ResendVerification initialEmail={session?.user.email ?? ""} />
        <BackToSignIn />
      </AuthCard>
    );
  }

  if (verified) {
    return (
      <AuthCard title="Email verified">
        <Alert color="green" role="status">
          Your email address is verified. {session ? "You are signed in." : "You can now sign in."}
        </Alert>
        <Button component={Link} to={session ? "/" : "/sign-in"} fullWidth>
          {session ? "Continue to Kassa" : "Sign in"}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verify your email" subtitle="Open the link we emailed you to verify your address.">
      <Text size="sm">Lost the email or the link expired? Ask for a new one.</Text>
      <ResendVerification initialEmail={session?.user.email ?? ""} />
      <BackToSignIn />
    </AuthCard>
  );
}
