import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { FormErrorsState } from "../shared/formErrors";
import { type OptionDraft, optionKey } from "./draft";

/** The choices of a select field: value (stored) and label (shown), reorderable. */
export function OptionsEditor({
  options,
  onChange,
  form,
}: {
  options: OptionDraft[];
  onChange: (next: OptionDraft[]) => void;
  form: FormErrorsState;
}) {
  const update = (key: string, patch: Partial<OptionDraft>) =>
    onChange(options.map((o) => (o.key === key ? { ...o, ...patch } : o)));
  const move = (i: number, d: number) => {
    const next = [...options];
    const [item] = next.splice(i, 1);
    if (item) next.splice(i + d, 0, item);
    onChange(next);
  };
  const error = form.field("properties.options");
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Options
      </Text>
      {options.map((o, i) => (
        <Group key={o.key} gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={`Option ${i + 1} value`}
            value={o.value}
            onChange={(e) => update(o.key, { value: e.currentTarget.value })}
            error={form.field(`properties.options.${i}.value`)}
            style={{ flex: "1 1 120px" }}
          />
          <TextInput
            label={`Option ${i + 1} label`}
            value={o.label}
            onChange={(e) => update(o.key, { label: e.currentTarget.value })}
            error={form.field(`properties.options.${i}.label`)}
            style={{ flex: "1 1 120px" }}
          />
          <Group gap={4} mt={24} wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={`Move option ${i + 1} up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={`Move option ${i + 1} down`}
              disabled={i === options.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="default"
              color="red"
              aria-label={`Remove option ${i + 1}`}
              onClick={() => onChange(options.filter((x) => x.key !== o.key))}
            >
              ×
            </ActionIcon>
          </Group>
        </Group>
      ))}
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
      <Button
        size="xs"
        variant="light"
        w="fit-content"
        onClick={() => onChange([...options, { key: optionKey(), value: "", label: "" }])}
      >
        Add option
      </Button>
    </Stack>
  );
}
