import { Button, Group } from "@mantine/core";
import { Link } from "react-router";

/** Submit and cancel buttons at the end of a catalog form. */
export function FormActions({
  submitLabel,
  loading,
  cancelTo,
  onCancel,
}: {
  submitLabel: string;
  loading: boolean;
  /** Where Cancel leads; or `onCancel` when the form is in a modal. */
  cancelTo?: string;
  onCancel?: () => void;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel ? (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      ) : (
        <Button variant="default" component={Link} to={cancelTo ?? "/"}>
          Cancel
        </Button>
      )}
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
