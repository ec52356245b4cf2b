import { Button, Checkbox, Group, Modal, NativeSelect, PasswordInput, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { unwrap } from "../../components/result";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates an account with a password; the admin vouches for the address unless unticked. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<"user" | "admin">("user");
  const [verified, setVerified] = useState(true);
  const [errs, setErrs] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const reset = () => {
    setName("");
    setEmail("");
    setPassword("");
    setRole("user");
    setVerified(true);
    setErrs({});
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = "Enter a name";
    if (!EMAIL.test(email.trim())) next.email = "Enter a valid email address";
    if (password.length < 8) next.password = "At least 8 characters";
    else if (password.length > 128) next.password = "At most 128 characters";
    setErrs(next);
    if (Object.keys(next).length) return;
    setLoading(true);
    setError(null);
    try {
      await unwrap(
        authClient.admin.createUser({
          name: name.trim(),
          email: email.trim().toLowerCase(),
          password,
          role,
          data: { emailVerified: verified },
        }),
      );
      notifications.show({ color: "green", message: `User ${email.trim()} created` });
      await queryClient.invalidateQueries({ queryKey: ["admin-users"] });
      close();
    } catch (e) {
      setError(errorMessage(e, "Could not create the user"));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Create user" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errs.name}
            required
          />
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errs.email}
            required
          />
          <PasswordInput
            label="Password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errs.password}
            autoComplete="new-password"
            required
          />
          <NativeSelect
            label="Role"
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as "user" | "admin")}
            data={[
              { value: "user", label: "User" },
              { value: "admin", label: "Administrator" },
            ]}
          />
          <Checkbox
            label="Email address is verified (the user can sign in at once)"
            checked={verified}
            onChange={(e) => setVerified(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Create user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
