import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Link } from "react-router";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { SectionCard } from "../../components/SectionCard";
import { newPasswordProblem } from "../auth/validation";

type Fields = { current: string; next: string; confirm: string };

export function PasswordSection({ hasPassword }: { hasPassword: boolean | undefined }) {
  const [fields, setFields] = useState<Fields>({ current: "", next: "", confirm: "" });
  const [revokeOthers, setRevokeOthers] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<Partial<Fields>>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  if (hasPassword === false) {
    return (
      <SectionCard title="Password">
        <Text size="sm">
          Your account has no password; you sign in with a linked provider. To add one, use{" "}
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password
          </Anchor>{" "}
          with your email address.
        </Text>
      </SectionCard>
    );
  }

  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields({ ...fields, [key]: e.currentTarget.value });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: Partial<Fields> = {};
    if (!fields.current) errs.current = "Enter your current password";
    const problem = newPasswordProblem(fields.next);
    if (problem) errs.next = problem;
    else if (fields.next === fields.current) errs.next = "Choose a password different from the current one";
    if (fields.confirm !== fields.next) errs.confirm = "The passwords do not match";
    setFieldErrors(errs);
    if (Object.keys(errs).length) return;
    setLoading(true);
    setError(null);
    const { error } = await authClient.changePassword({
      currentPassword: fields.current,
      newPassword: fields.next,
      revokeOtherSessions: revokeOthers,
    });
    setLoading(false);
    if (error) {
      if (error.code === "INVALID_PASSWORD") setFieldErrors({ current: "The current password is wrong" });
      else setError(errorMessage(error));
      return;
    }
    setFields({ current: "", next: "", confirm: "" });
    notifications.show({
      color: "green",
      message: revokeOthers ? "Password changed; other sessions were signed out" : "Password changed",
    });
  };

  return (
    <SectionCard title="Password">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <PasswordInput
            label="Current password"
            name="current-password"
            value={fields.current}
            onChange={set("current")}
            error={fieldErrors.current}
            autoComplete="current-password"
            required
          />
          <PasswordInput
            label="New password"
            name="new-password"
            description="At least 8 characters"
            value={fields.next}
            onChange={set("next")}
            error={fieldErrors.next}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            label="Confirm new password"
            name="confirm-password"
            value={fields.confirm}
            onChange={set("confirm")}
            error={fieldErrors.confirm}
            autoComplete="new-password"
            required
          />
          <Checkbox
            label="Sign out of all other sessions"
            checked={revokeOthers}
            onChange={(e) => setRevokeOthers(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
