import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmAction } from "../../../components/ConfirmAction";

/** "Delete" with a confirmation; runs `remove` (the typed DELETE) then refreshes `queryKey`. */
export function DeleteButton({
  remove,
  name,
  what,
  queryKey,
  consequence,
  disabled,
}: {
  remove: () => Promise<unknown>;
  name: string;
  what: string;
  queryKey: readonly string[];
  consequence?: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button
        size="xs"
        variant="default"
        color="red"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${name}`}
        disabled={disabled}
      >
        Delete
      </Button>
      <ConfirmAction
        opened={open}
        onClose={() => setOpen(false)}
        title={`Delete ${what}?`}
        confirmLabel={`Delete ${what}`}
        onConfirm={async () => {
          await remove();
          notifications.show({ message: `${name} deleted` });
          await queryClient.invalidateQueries({ queryKey });
        }}
      >
        {`“${name}” will be deleted.${consequence ? ` ${consequence}` : ""}`}
      </ConfirmAction>
    </>
  );
}
