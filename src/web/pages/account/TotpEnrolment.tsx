import { Button, Center, Group, Stack, Text, TextInput } from "@mantine/core";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { CopyableSecret } from "../../components/CopyableSecret";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { normalizeCode } from "../auth/validation";
import { BackupCodes } from "./BackupCodes";

function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return /[?&]secret=([^&]+)/.exec(totpURI)?.[1] ?? "";
  }
}

/** Step two of turning on two-factor: scan the QR code, save the backup codes, confirm with a code. */
export function TotpEnrolment({
  totpURI,
  backupCodes,
  onDone,
  onCancel,
}: {
  totpURI: string;
  backupCodes: string[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const secret = secretOf(totpURI);

  const verify = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = normalizeCode(code);
    const problem = /^\d{6}$/.test(value) ? null : "Enter the 6-digit code from your app";
    setFieldError(problem);
    if (problem) return;
    setLoading(true);
    setError(null);
    const { error } = await authClient.twoFactor.verifyTotp({ code: value });
    setLoading(false);
    if (error) setError(errorMessage(error));
    else onDone();
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        1. Scan this QR code with an authenticator app (1Password, Google Authenticator, Aegis, …), or enter
        the secret by hand.
      </Text>
      <Center>
        <QRCodeSVG value={totpURI} size={180} marginSize={2} title="QR code for your authenticator app" />
      </Center>
      <CopyableSecret value={secret} label="Secret key" testId="totp-secret" />
      <Text size="sm">2. Save your backup codes.</Text>
      <BackupCodes codes={backupCodes} />
      <form onSubmit={verify} noValidate>
        <Stack gap="sm">
          <Text size="sm">3. Enter the code your app shows to finish.</Text>
          <ErrorAlert message={error} />
          <TextInput
            label="Code from your app"
            name="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={fieldError}
            maw={240}
          />
          <Group gap="sm">
            <Button type="submit" loading={loading}>
              Verify and turn on
            </Button>
            <Button variant="default" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
