import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { unwrap } from "../../components/result";
import type { AdminUser } from "./types";

/** Bans a user (signs them out everywhere); optional reason and duration in days. */
export function BanUserModal({
  user,
  opened,
  onClose,
  onDone,
}: {
  user: AdminUser;
  opened: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [reason, setReason] = useState("");
  const [days, setDays] = useState<string | number>("");
  const [daysError, setDaysError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const close = () => {
    setReason("");
    setDays("");
    setDaysError(null);
    setError(null);
    onClose();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const n = days === "" ? null : Number(days);
    if (n !== null && (!Number.isInteger(n) || n < 1 || n > 3650)) {
      setDaysError("A whole number of days from 1 to 3650, or empty for a permanent ban");
      return;
    }
    setDaysError(null);
    setError(null);
    setLoading(true);
    try {
      await unwrap(
        authClient.admin.banUser({
          userId: user.id,
          ...(reason.trim() ? { banReason: reason.trim() } : {}),
          ...(n !== null ? { banExpiresIn: n * 86400 } : {}),
        }),
      );
      notifications.show({ color: "orange", message: `${user.email} was banned` });
      await onDone();
      close();
    } catch (e) {
      setError(errorMessage(e, "Could not ban the user"));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={`Ban ${user.email}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">A banned user is signed out everywhere and cannot sign in until unbanned.</Text>
          <ErrorAlert message={error} />
          <TextInput
            label="Reason"
            description="Optional; shown to administrators"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
          />
          <NumberInput
            label="Duration in days"
            description="Empty for a permanent ban"
            value={days}
            onChange={setDays}
            min={1}
            max={3650}
            allowDecimal={false}
            error={daysError}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={loading}>
              Ban user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
