import { Button, PinInput, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";

/** Sign in with a one-time code sent by email (better-auth's email OTP). */
export function EmailCodeSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email)) {
      setError("Enter a valid email address");
      return;
    }
    setLoading(true);
    setError(null);
    const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: "sign-in" });
    setLoading(false);
    if (error) setError(errorMessage(error));
    else setSent(true);
  };

  const verify = async (e: React.FormEvent) => {
    e.preventDefault();
    setLoading(true);
    setError(null);
    const { error } = await authClient.signIn.emailOtp({ email, otp });
    setLoading(false);
    if (error) setError(errorMessage(error));
    else onSignedIn();
  };

  return (
    <Stack gap="sm">
      <ErrorAlert message={error} />
      {!sent ? (
        <form onSubmit={send} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Email"
              name="otp-email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              autoComplete="email"
            />
            <Button type="submit" loading={loading} fullWidth>
              Email me a code
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={verify}>
          <Stack gap="sm" align="center">
            <Text size="sm">Enter the 6-digit code we sent to {email}.</Text>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              value={otp}
              onChange={setOtp}
              aria-label="Email code"
            />
            <Button type="submit" loading={loading} disabled={otp.length !== 6} fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
