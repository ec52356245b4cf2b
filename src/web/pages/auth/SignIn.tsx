import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { authClient } from "../../auth-client";
import { AuthCard } from "../../components/AuthCard";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage, safeNext } from "../../components/errors";
import { EmailCodeSignIn } from "./EmailCodeSignIn";
import { SocialButtons } from "./SocialButtons";

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const next = safeNext(location.search);
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!identifier.trim() || !password) {
      setError("Enter your email or username and your password");
      return;
    }
    setLoading(true);
    setError(null);
    const isEmail = identifier.includes("@");
    const { data, error } = isEmail
      ? await authClient.signIn.email({ email: identifier.trim(), password, rememberMe })
      : await authClient.signIn.username({ username: identifier.trim(), password, rememberMe });
    setLoading(false);
    if (error) {
      setError(errorMessage(error));
      return;
    }
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
      navigate(`/two-factor?next=${encodeURIComponent(next)}`);
      return;
    }
    navigate(next);
  };

  const passkeySignIn = async () => {
    setError(null);
    const { error } = await authClient.signIn.passkey();
    if (error) setError(errorMessage(error, "Passkey sign-in failed"));
    else navigate(next);
  };

  return (
    <AuthCard title="Sign in" subtitle="Welcome back.">
      <ErrorAlert message={error} />
      <Tabs defaultValue="password">
        <Tabs.List grow>
          <Tabs.Tab value="password">Password</Tabs.Tab>
          <Tabs.Tab value="code">Email code</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="password" pt="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput
                label="Email or username"
                name="identifier"
                value={identifier}
                onChange={(e) => setIdentifier(e.currentTarget.value)}
                autoComplete="username webauthn"
                required
              />
              <PasswordInput
                label="Password"
                name="password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                autoComplete="current-password"
                required
              />
              <Group justify="space-between">
                <Checkbox
                  label="Remember me"
                  checked={rememberMe}
                  onChange={(e) => setRememberMe(e.currentTarget.checked)}
                />
                <Anchor component={Link} to="/forgot-password" size="sm">
                  Forgot password?
                </Anchor>
              </Group>
              <Button type="submit" loading={loading} fullWidth>
                Sign in
              </Button>
            </Stack>
          </form>
        </Tabs.Panel>
        <Tabs.Panel value="code" pt="md">
          <EmailCodeSignIn onSignedIn={() => navigate(next)} />
        </Tabs.Panel>
      </Tabs>
      <Button variant="default" onClick={passkeySignIn} fullWidth>
        Sign in with a passkey
      </Button>
      <SocialButtons callbackURL={next} />
      <Text size="sm" ta="center">
        New to Kassa?{" "}
        <Anchor component={Link} to="/sign-up">
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
