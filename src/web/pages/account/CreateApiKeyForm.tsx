import { Button, Group, NumberInput, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";

const MAX_DAYS = 3650;

/** Name and optional lifetime of a new API key; hands the plaintext key (shown once) to the parent. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: string, name: string) => void }) {
  const [name, setName] = useState("");
  const [days, setDays] = useState<string | number>("");
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; days?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: typeof fieldErrors = {};
    const value = name.trim();
    if (!value) errs.name = "Name the key after what uses it";
    else if (value.length > 32) errs.name = "At most 32 characters";
    const n = days === "" ? null : Number(days);
    if (n !== null && (!Number.isInteger(n) || n < 1 || n > MAX_DAYS))
      errs.days = `A whole number of days from 1 to ${MAX_DAYS}, or empty for no expiry`;
    setFieldErrors(errs);
    if (errs.name || errs.days) return;
    setLoading(true);
    setError(null);
    const { data, error } = await authClient.apiKey.create({
      name: value,
      expiresIn: n === null ? null : n * 86400,
    });
    setLoading(false);
    if (error || !data) {
      setError(errorMessage(error, "The key could not be created"));
      return;
    }
    setName("");
    setDays("");
    onCreated(data.key, value);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorAlert message={error} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Key name"
            name="api-key-name"
            placeholder="CI deploys"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldErrors.name}
            style={{ flex: "2 1 200px" }}
          />
          <NumberInput
            label="Expires in (days)"
            name="api-key-days"
            placeholder="Never"
            min={1}
            max={MAX_DAYS}
            allowDecimal={false}
            allowNegative={false}
            value={days}
            onChange={setDays}
            error={fieldErrors.days}
            style={{ flex: "1 1 140px" }}
          />
        </Group>
        <Group>
          <Button type="submit" loading={loading}>
            Create API key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
