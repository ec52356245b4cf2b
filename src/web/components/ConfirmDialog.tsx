import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ErrorAlert } from "./ErrorAlert";

/**
 * A controlled confirmation modal: the caller owns `loading` and `error` and closes it when done.
 * For a self-managing variant (closes on success, shows what `onConfirm` throws) see ConfirmAction.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  loading = false,
  error,
  color = "red",
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
  loading?: boolean;
  error?: string | null;
  color?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {typeof children === "string" ? <Text size="sm">{children}</Text> : children}
        <ErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button color={color} loading={loading} onClick={() => void onConfirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
