import { Alert, Anchor, Button, Checkbox, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { authClient } from "../../auth-client";
import { AuthCard, BackToSignIn } from "../../components/AuthCard";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage, safeNext } from "../../components/errors";
import { normalizeCode } from "./validation";

type Method = "totp" | "otp" | "backup";

const EXPIRED = "INVALID_TWO_FACTOR_COOKIE";

/** The second step of signing in, after the password: authenticator code, emailed code or backup code. */
export function TwoFactorPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const next = safeNext(location.search);
  const [method, setMethod] = useState<Method>("totp");
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [otpSent, setOtpSent] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [loading, setLoading] = useState(false);

  const fail = (err: { code?: string; message?: string }) => {
    if (err.code === EXPIRED) setExpired(true);
    else setError(errorMessage(err));
  };

  const switchMethod = (m: string) => {
    setMethod(m as Method);
    setCode("");
    setFieldError(null);
    setError(null);
  };

  const sendOtp = async () => {
    setLoading(true);
    setError(null);
    const { error } = await authClient.twoFactor.sendOtp();
    setLoading(false);
    if (error) fail(error);
    else setOtpSent(true);
  };

  const verify = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = method === "backup" ? code.trim() : normalizeCode(code);
    const problem =
      method === "backup"
        ? value
          ? null
          : "Enter one of your backup codes"
        : /^\d{6}$/.test(value)
          ? null
          : "Enter the 6-digit code";
    setFieldError(problem);
    if (problem) return;
    setLoading(true);
    setError(null);
    const body = { code: value, trustDevice };
    const { error } =
      method === "totp"
        ? await authClient.twoFactor.verifyTotp(body)
        : method === "otp"
          ? await authClient.twoFactor.verifyOtp(body)
          : await authClient.twoFactor.verifyBackupCode(body);
    setLoading(false);
    if (error) fail(error);
    else navigate(next, { replace: true });
  };

  if (expired) {
    return (
      <AuthCard title="Sign-in expired">
        <Alert color="orange" role="alert">
          This sign-in attempt has expired. Sign in again with your password.
        </Alert>
        <Button component={Link} to={`/sign-in?next=${encodeURIComponent(next)}`} fullWidth>
          Sign in again
        </Button>
      </AuthCard>
    );
  }

  const codeInput = (
    <TextInput
      label={method === "totp" ? "Authentication code" : method === "otp" ? "Email code" : "Backup code"}
      name="code"
      value={code}
      onChange={(e) => setCode(e.currentTarget.value)}
      error={fieldError}
      inputMode={method === "backup" ? "text" : "numeric"}
      autoComplete="one-time-code"
      autoFocus
      required
    />
  );

  return (
    <AuthCard title="Two-factor authentication" subtitle="Confirm it is you to finish signing in.">
      <SegmentedControl
        fullWidth
        value={method}
        onChange={switchMethod}
        aria-label="Verification method"
        data={[
          { value: "totp", label: "App" },
          { value: "otp", label: "Email" },
          { value: "backup", label: "Backup code" },
        ]}
      />
      <ErrorAlert message={error} />
      {method === "otp" && !otpSent ? (
        <Stack gap="sm">
          <Text size="sm">We will email a 6-digit code to the address of your account.</Text>
          <Button onClick={sendOtp} loading={loading} fullWidth>
            Email me a code
          </Button>
        </Stack>
      ) : (
        <form onSubmit={verify} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {method === "totp"
                ? "Enter the 6-digit code from your authenticator app."
                : method === "otp"
                  ? "Enter the 6-digit code we emailed you. It is valid for a few minutes."
                  : "Enter one of the backup codes you saved when you turned on two-factor. Each works once."}
            </Text>
            {codeInput}
            <Checkbox
              label="Trust this device for 30 days"
              checked={trustDevice}
              onChange={(e) => setTrustDevice(e.currentTarget.checked)}
            />
            <Button type="submit" loading={loading} fullWidth>
              Verify
            </Button>
            {method === "otp" && (
              <Anchor component="button" type="button" size="sm" onClick={sendOtp}>
                Send a new code
              </Anchor>
            )}
          </Stack>
        </form>
      )}
      <BackToSignIn />
    </AuthCard>
  );
}
