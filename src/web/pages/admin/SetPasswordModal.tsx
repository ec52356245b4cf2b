import { Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { unwrap } from "../../components/result";
import type { AdminUser } from "./types";

/** Sets a new password for a user (their existing sessions stay signed in). */
export function SetPasswordModal({
  user,
  opened,
  onClose,
}: {
  user: AdminUser;
  opened: boolean;
  onClose: () => void;
}) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errs, setErrs] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const close = () => {
    setPassword("");
    setConfirm("");
    setErrs({});
    setError(null);
    onClose();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: typeof errs = {};
    if (password.length < 8) next.password = "At least 8 characters";
    else if (password.length > 128) next.password = "At most 128 characters";
    if (confirm !== password) next.confirm = "The passwords do not match";
    setErrs(next);
    if (Object.keys(next).length) return;
    setLoading(true);
    setError(null);
    try {
      await unwrap(authClient.admin.setUserPassword({ userId: user.id, newPassword: password }));
      notifications.show({ color: "green", message: `Password of ${user.email} changed` });
      close();
    } catch (e) {
      setError(errorMessage(e, "Could not set the password"));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={`Set password for ${user.email}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <PasswordInput
            label="New password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errs.password}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            label="Repeat the new password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errs.confirm}
            autoComplete="new-password"
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Set password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
