import { Alert, Badge, Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { SectionCard } from "../../components/SectionCard";
import { BackupCodes } from "./BackupCodes";
import { TotpEnrolment } from "./TotpEnrolment";

type Action = "enable" | "disable" | "codes";

/** Turn two-factor on (TOTP app + backup codes) or off, and regenerate backup codes. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [enrolment, setEnrolment] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  const run = async (action: Action) => {
    if (!password) {
      setFieldError("Enter your password to continue");
      return;
    }
    setFieldError(null);
    setError(null);
    setNewCodes(null);
    setBusy(action);
    if (action === "enable") {
      const { data, error } = await authClient.twoFactor.enable({ password });
      if (error) setError(errorMessage(error));
      else if (data?.method === "totp")
        setEnrolment({ totpURI: data.totpURI, backupCodes: data.backupCodes });
    } else if (action === "disable") {
      const { error } = await authClient.twoFactor.disable({ password });
      if (error) setError(errorMessage(error));
      else notifications.show({ color: "green", message: "Two-factor authentication is off" });
    } else {
      const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
      if (error) setError(errorMessage(error));
      else if (data) setNewCodes(data.backupCodes);
    }
    setBusy(null);
    setPassword("");
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(enabled ? "codes" : "enable");
  };

  return (
    <SectionCard
      title="Two-factor authentication"
      description="Ask for a code from your authenticator app (or email) after your password."
    >
      <Group gap="xs">
        <Text size="sm">Status:</Text>
        {enabled ? (
          <Badge color="green" variant="light">
            On
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Off
          </Badge>
        )}
      </Group>
      {enrolment && !enabled ? (
        <TotpEnrolment
          totpURI={enrolment.totpURI}
          backupCodes={enrolment.backupCodes}
          onCancel={() => setEnrolment(null)}
          onDone={() => {
            setEnrolment(null);
            notifications.show({ color: "green", message: "Two-factor authentication is on" });
          }}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <ErrorAlert message={error} />
            {newCodes && <BackupCodes codes={newCodes} />}
            {enabled && !newCodes && (
              <Alert color="green" variant="light">
                Two-factor is on. Confirm your password to get new backup codes (the old ones stop working) or
                to turn it off.
              </Alert>
            )}
            <PasswordInput
              label={enabled ? "Password" : "Password to turn on two-factor"}
              name="two-factor-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldError}
              autoComplete="current-password"
              maw={360}
            />
            <Group gap="sm">
              {enabled ? (
                <>
                  <Button type="submit" variant="default" loading={busy === "codes"}>
                    Regenerate backup codes
                  </Button>
                  <Button
                    color="red"
                    variant="outline"
                    loading={busy === "disable"}
                    onClick={() => run("disable")}
                  >
                    Turn off two-factor
                  </Button>
                </>
              ) : (
                <Button type="submit" loading={busy === "enable"}>
                  Enable two-factor
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
