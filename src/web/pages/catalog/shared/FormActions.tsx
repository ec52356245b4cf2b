import { Button, Group } from "@mantine/core";
import { Link } from "react-router";

/** Submit and cancel buttons at the end of a catalog form. */
export function FormActions({
  submitLabel,
  loading,
  cancelTo,
}: {
  submitLabel: string;
  loading: boolean;
  cancelTo: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" component={Link} to={cancelTo}>
        Cancel
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
