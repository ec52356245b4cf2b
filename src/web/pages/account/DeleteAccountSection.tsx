import { Alert, Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { errorMessage } from "../../components/errors";
import { SectionCard } from "../../components/SectionCard";

/** Deleting is confirmed twice: here, then with the link emailed to the account's address. */
export function DeleteAccountSection({ email }: { email: string }) {
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [loading, setLoading] = useState(false);

  const confirm = async () => {
    setLoading(true);
    setError(null);
    const { error } = await authClient.deleteUser({ callbackURL: "/sign-in" });
    setLoading(false);
    if (error) {
      setError(errorMessage(error));
      return;
    }
    setOpened(false);
    setSent(true);
  };

  return (
    <SectionCard
      title="Delete account"
      description="Permanently deletes your user and signs you out everywhere."
      danger
    >
      {sent ? (
        <Alert color="orange" role="status" title="Check your inbox">
          We emailed you a link to confirm the deletion at {email}. Your account is deleted when you open it;
          the link is valid for 24 hours.
        </Alert>
      ) : (
        <Group>
          <Button color="red" variant="outline" onClick={() => setOpened(true)}>
            Delete account
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={opened}
        title="Delete your account?"
        confirmLabel="Email me the confirmation link"
        onConfirm={confirm}
        onClose={() => {
          setOpened(false);
          setError(null);
        }}
        loading={loading}
        error={error}
      >
        <Text size="sm">
          This cannot be undone. We will send a confirmation link to {email}; your account is deleted only
          when you open it.
        </Text>
      </ConfirmDialog>
    </SectionCard>
  );
}
