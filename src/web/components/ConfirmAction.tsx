import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "./ConfirmDialog";
import { errorMessage } from "./errors";

/**
 * A confirmation modal that runs `onConfirm` itself: closes when it resolves, shows its message
 * inline and stays open when it throws.
 */
export function ConfirmAction({
  opened,
  onClose,
  onConfirm,
  ...rest
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  color?: string;
}) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setLoading(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  };
  return (
    <ConfirmDialog
      {...rest}
      opened={opened}
      onClose={close}
      onConfirm={confirm}
      loading={loading}
      error={error}
    />
  );
}
