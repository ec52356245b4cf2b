import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { usePublicConfig } from "../../api/config";
import { authClient } from "../../auth-client";
import { AuthCard, BackToSignIn } from "../../components/AuthCard";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { SocialButtons } from "./SocialButtons";

export function SignUpPage() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { data: config } = usePublicConfig();
  const [loading, setLoading] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!name.trim()) errs.name = "Enter your name";
    if (!/^\S+@\S+\.\S+$/.test(email)) errs.email = "Enter a valid email address";
    if (username && !/^[a-zA-Z0-9_.]{3,30}$/.test(username))
      errs.username = "3 to 30 letters, digits, underscores or dots";
    if (password.length < 8) errs.password = "At least 8 characters";
    setFieldErrors(errs);
    if (Object.keys(errs).length) return;
    setLoading(true);
    setError(null);
    const { error } = await authClient.signUp.email({
      name: name.trim(),
      email,
      password,
      ...(username ? { username } : {}),
      callbackURL: "/verify-email?verified=1",
    });
    setLoading(false);
    if (error) setError(errorMessage(error));
    else setSentTo(email);
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your email" subtitle={`We sent a verification link to ${sentTo}.`}>
        <Text size="sm">Open the link to verify your address; you will be signed in.</Text>
        {config?.email_transport === "outbox" && (
          <Alert color="blue" title="No email server is configured">
            This Kassa keeps emails in its local outbox: the link is printed in the terminal where Kassa runs,
            and administrators find it under Email outbox.
          </Alert>
        )}
        <BackToSignIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create your account" subtitle="Start selling with Kassa.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <TextInput
            label="Name"
            name="name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldErrors.name}
            autoComplete="name"
            required
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email}
            autoComplete="email"
            required
          />
          <TextInput
            label="Username"
            description="Optional; lets you sign in with it"
            name="username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={fieldErrors.username}
            autoComplete="username"
          />
          <PasswordInput
            label="Password"
            name="password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
            autoComplete="new-password"
            required
          />
          <Button type="submit" loading={loading} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
      <SocialButtons />
      <Text size="sm" ta="center">
        Already have an account?{" "}
        <Anchor component={Link} to="/sign-in">
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
