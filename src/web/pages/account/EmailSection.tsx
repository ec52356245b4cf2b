import { Alert, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { type AuthSession, authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { SectionCard } from "../../components/SectionCard";
import { emailProblem } from "../auth/validation";

export function EmailSection({ user }: { user: AuthSession["user"] }) {
  const [newEmail, setNewEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requested, setRequested] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    let problem = emailProblem(newEmail);
    if (!problem && newEmail.trim().toLowerCase() === user.email.toLowerCase())
      problem = "This is already your email address";
    setFieldError(problem);
    if (problem) return;
    setLoading(true);
    setError(null);
    const { error } = await authClient.changeEmail({ newEmail: newEmail.trim(), callbackURL: "/account" });
    setLoading(false);
    if (error) setError(errorMessage(error));
    else {
      setRequested(newEmail.trim());
      setNewEmail("");
    }
  };

  return (
    <SectionCard title="Email address">
      <Group gap="xs">
        <Text size="sm" fw={500} style={{ wordBreak: "break-all" }}>
          {user.email}
        </Text>
        {user.emailVerified ? (
          <Badge color="green" variant="light">
            Verified
          </Badge>
        ) : (
          <Badge color="orange" variant="light">
            Not verified
          </Badge>
        )}
      </Group>
      {requested && (
        <Alert color="blue" role="status" title="Check your inbox">
          We sent a confirmation link to your current address, {user.email}. Approve the change there; we will
          then send a verification link to {requested}. Your email changes once that is done.
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <TextInput
            label="New email"
            name="new-email"
            type="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.currentTarget.value)}
            error={fieldError}
            autoComplete="email"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={loading} variant="default">
              Change email
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
