import { Avatar, Button, Group, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { type AuthSession, authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { SectionCard } from "../../components/SectionCard";
import { usernameProblem } from "../auth/validation";

type Fields = { name: string; image: string; username: string };

function validate(f: Fields, hadUsername: boolean): Partial<Fields> {
  const errs: Partial<Fields> = {};
  if (!f.name.trim()) errs.name = "Enter your name";
  else if (f.name.trim().length > 100) errs.name = "At most 100 characters";
  if (f.image.trim()) {
    try {
      const url = new URL(f.image.trim());
      if (url.protocol !== "https:" && url.protocol !== "http:") errs.image = "Use an http(s) address";
    } catch {
      errs.image = "Enter a full address, like https://example.com/me.png";
    }
  }
  if (f.username) {
    const problem = usernameProblem(f.username);
    if (problem) errs.username = problem;
  } else if (hadUsername) {
    errs.username = "A username cannot be removed, only changed";
  }
  return errs;
}

export function ProfileSection({ user }: { user: AuthSession["user"] }) {
  const initial: Fields = {
    name: user.name ?? "",
    image: user.image ?? "",
    username: user.displayUsername ?? user.username ?? "",
  };
  const [fields, setFields] = useState<Fields>(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Fields>>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields({ ...fields, [key]: e.currentTarget.value });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs = validate(fields, Boolean(user.username));
    setFieldErrors(errs);
    if (Object.keys(errs).length) return;
    setLoading(true);
    setError(null);
    const usernameChanged = fields.username && fields.username !== initial.username;
    const { error } = await authClient.updateUser({
      name: fields.name.trim(),
      image: fields.image.trim() || null,
      ...(usernameChanged ? { username: fields.username } : {}),
    });
    setLoading(false);
    if (error) {
      if (/username/i.test(error.message ?? "")) setFieldErrors({ username: errorMessage(error) });
      else setError(errorMessage(error));
      return;
    }
    notifications.show({ color: "green", message: "Profile saved" });
  };

  return (
    <SectionCard title="Profile" description="How you appear to the people you work with.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Avatar src={fields.image.trim() || null} alt="" radius="xl" size="lg" color="blue">
              {(fields.name || user.email).slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
              <TextInput
                label="Name"
                name="name"
                value={fields.name}
                onChange={set("name")}
                error={fieldErrors.name}
                autoComplete="name"
                required
              />
              <TextInput
                label="Image URL"
                name="image"
                description="A square picture works best"
                placeholder="https://…"
                value={fields.image}
                onChange={set("image")}
                error={fieldErrors.image}
                autoComplete="photo"
              />
              <TextInput
                label="Username"
                name="username"
                description="Lets you sign in with it instead of your email"
                value={fields.username}
                onChange={set("username")}
                error={fieldErrors.username}
                autoComplete="username"
              />
            </Stack>
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
