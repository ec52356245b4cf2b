import { Button, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { SectionCard } from "../../components/SectionCard";
import { PasskeyRow } from "./PasskeyRow";

/** Passkeys of the user: list, add (WebAuthn registration), rename, delete. */
export function PasskeysSection() {
  const passkeys = authClient.useListPasskeys();
  const [name, setName] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = name.trim();
    const problem = !value
      ? "Name it after the device, e.g. “Work laptop”"
      : value.length > 64
        ? "At most 64 characters"
        : null;
    setFieldError(problem);
    if (problem) return;
    setAdding(true);
    setError(null);
    const { error } = await authClient.passkey.addPasskey({ name: value });
    setAdding(false);
    if (error) {
      setError(errorMessage(error, "The passkey could not be created"));
      return;
    }
    setName("");
    notifications.show({ color: "green", message: "Passkey added" });
    passkeys.refetch();
  };

  const list = passkeys.data ?? [];

  return (
    <SectionCard
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of a password."
    >
      {passkeys.isPending ? (
        <Loader size="sm" aria-label="Loading passkeys" />
      ) : passkeys.error ? (
        <ErrorAlert message={errorMessage(passkeys.error)} />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No passkeys yet.
        </Text>
      ) : (
        <Stack gap="xs" aria-label="Your passkeys">
          {list.map((p) => (
            <PasskeyRow key={p.id} passkey={p} onChanged={() => passkeys.refetch()} />
          ))}
        </Stack>
      )}
      <form onSubmit={add} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Passkey name"
              name="passkey-name"
              placeholder="Work laptop"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={fieldError}
              style={{ flex: "1 1 200px" }}
            />
            <Button type="submit" loading={adding} mt={{ base: 0, xs: 25 }}>
              Add passkey
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
