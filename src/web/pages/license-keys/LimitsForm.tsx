import { Button, Group, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../api/v1";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { fromLocalInput, toLocalInput } from "../catalog/shared/format";
import type { LicenseKey } from "./types";

const toNumber = (v: string | number) => (v === "" ? null : Number(v));

/** Edits a key's usage, limits and expiry; an empty limit means none, an empty date never expires. */
export function LimitsForm({
  licenseKey,
  onSave,
}: {
  licenseKey: LicenseKey;
  onSave: (patch: Record<string, unknown>) => Promise<void>;
}) {
  const [usage, setUsage] = useState<string | number>(licenseKey.usage);
  const [limitUsage, setLimitUsage] = useState<string | number>(licenseKey.limit_usage ?? "");
  const [limitActivations, setLimitActivations] = useState<string | number>(
    licenseKey.limit_activations ?? "",
  );
  const [expires, setExpires] = useState(toLocalInput(licenseKey.expires_at));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setFields({});
    try {
      await onSave({
        usage: toNumber(usage) ?? 0,
        limit_usage: toNumber(limitUsage),
        limit_activations: toNumber(limitActivations),
        expires_at: fromLocalInput(expires),
      });
      notifications.show({ message: "License key updated", color: "green" });
    } catch (e) {
      if (e instanceof ApiError) setFields(e.fields);
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" gap="sm" onSubmit={submit} aria-label="Limits">
      <Text size="sm" fw={600}>
        Limits
      </Text>
      {error && <ErrorAlert title="Could not update the license key" message={error} />}
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NumberInput
          label="Usage"
          min={0}
          allowDecimal={false}
          value={usage}
          onChange={setUsage}
          error={fields.usage}
          w={120}
        />
        <NumberInput
          label="Usage limit"
          placeholder="Unlimited"
          min={1}
          allowDecimal={false}
          value={limitUsage}
          onChange={setLimitUsage}
          error={fields.limit_usage}
          w={140}
        />
        <NumberInput
          label="Activation limit"
          placeholder="None"
          min={1}
          allowDecimal={false}
          value={limitActivations}
          onChange={setLimitActivations}
          error={fields.limit_activations}
          w={140}
        />
        <TextInput
          label="Expires"
          type="datetime-local"
          value={expires}
          onChange={(e) => setExpires(e.currentTarget.value)}
          error={fields.expires_at}
          description="Empty: never"
          w={220}
        />
      </Group>
      <div>
        <Button type="submit" size="xs" loading={saving}>
          Save limits
        </Button>
      </div>
    </Stack>
  );
}
