import { Alert, Button, PasswordInput, Stack } from "@mantine/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { authClient } from "../../auth-client";
import { AuthCard, BackToSignIn } from "../../components/AuthCard";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { newPasswordProblem } from "./validation";

function InvalidLink({ reason }: { reason: string }) {
  return (
    <AuthCard title="Reset link not valid">
      <ErrorAlert message={reason} />
      <Button component={Link} to="/forgot-password" fullWidth>
        Request a new link
      </Button>
      <BackToSignIn />
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkError = params.get("error");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);

  if (linkError || expired) {
    return (
      <InvalidLink reason="This password reset link is invalid or has expired. Links work once and for one hour." />
    );
  }
  if (!token) {
    return <InvalidLink reason="This page needs the link from the password reset email." />;
  }
  if (done) {
    return (
      <AuthCard title="Password changed">
        <Alert color="green" role="status">
          Your password was changed and your other sessions were signed out. Sign in with your new password.
        </Alert>
        <Button component={Link} to="/sign-in" fullWidth>
          Sign in
        </Button>
      </AuthCard>
    );
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: typeof fieldErrors = {};
    const problem = newPasswordProblem(password);
    if (problem) errs.password = problem;
    if (confirm !== password) errs.confirm = "The passwords do not match";
    setFieldErrors(errs);
    if (errs.password || errs.confirm) return;
    setLoading(true);
    setError(null);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    setLoading(false);
    if (!error) setDone(true);
    else if (error.code === "INVALID_TOKEN") setExpired(true);
    else setError(errorMessage(error));
  };

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <PasswordInput
            label="New password"
            name="new-password"
            description="At least 8 characters"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            label="Confirm new password"
            name="confirm-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={fieldErrors.confirm}
            autoComplete="new-password"
            required
          />
          <Button type="submit" loading={loading} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
