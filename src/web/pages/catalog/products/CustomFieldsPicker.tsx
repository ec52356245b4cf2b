import { ActionIcon, Group, Paper, Select, Stack, Switch, Text } from "@mantine/core";
import type { CustomField } from "../../../api/v1";
import type { FormErrorsState } from "../shared/formErrors";

type Attached = { id: string; required: boolean };

/** Custom fields asked at checkout: pick, order, and mark required. */
export function CustomFieldsPicker({
  fields,
  value,
  form,
  onChange,
}: {
  fields: CustomField[];
  value: Attached[];
  form: FormErrorsState;
  onChange: (next: Attached[]) => void;
}) {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const available = fields.filter((f) => !value.some((v) => v.id === f.id));
  const move = (i: number, d: number) => {
    const next = [...value];
    const [item] = next.splice(i, 1);
    if (item) next.splice(i + d, 0, item);
    onChange(next);
  };
  const error = form.field("attached_custom_fields");
  return (
    <Stack gap="xs">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          No custom fields on the checkout.
        </Text>
      )}
      {value.map((v, i) => {
        const name = byId.get(v.id)?.name ?? "Unknown field";
        const fieldError = form.field(`attached_custom_fields.${i}.custom_field_id`);
        return (
          <Paper key={v.id} withBorder p="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {i + 1}. {name}
                </Text>
                {fieldError && (
                  <Text size="xs" c="red">
                    {fieldError}
                  </Text>
                )}
              </div>
              <Group gap={6} wrap="nowrap">
                <Switch
                  label="Required"
                  aria-label={`${name} required`}
                  checked={v.required}
                  onChange={(e) => {
                    const required = e.currentTarget.checked;
                    onChange(value.map((x) => (x.id === v.id ? { ...x, required } : x)));
                  }}
                />
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${name} up`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${name} down`}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  color="red"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(value.filter((x) => x.id !== v.id))}
                >
                  ×
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Select
        label="Add a custom field"
        placeholder={
          fields.length === 0
            ? "No custom fields yet"
            : available.length
              ? "Choose a field"
              : "All fields added"
        }
        data={available.map((f) => ({ value: f.id, label: `${f.name} (${f.type})` }))}
        value={null}
        onChange={(id) => id && onChange([...value, { id, required: false }])}
        disabled={available.length === 0}
        error={error}
        searchable
      />
    </Stack>
  );
}
