import type { AttachedCustomField, CustomFieldValue } from "./types";
import { Checkbox, NativeSelect, Textarea, TextInput } from "./ui/fields";
import { Stack } from "./ui/layout";
import type { Errors } from "./validate";

/** The seller's questions (custom fields attached to the product), in their order. */
export function CustomFields({
  fields,
  values,
  onChange,
  errors,
}: {
  fields: AttachedCustomField[];
  values: Record<string, CustomFieldValue>;
  onChange: (slug: string, value: CustomFieldValue) => void;
  errors: Errors;
}) {
  if (fields.length === 0) return null;
  const sorted = [...fields].sort((a, b) => a.order - b.order);
  return (
    <Stack gap="sm" role="group" aria-label="Additional information">
      {sorted.map((f) => (
        <CustomFieldInput
          key={f.custom_field_id}
          attached={f}
          value={values[f.custom_field.slug] ?? null}
          onChange={(v) => onChange(f.custom_field.slug, v)}
          error={errors[`custom_field_data.${f.custom_field.slug}`]}
        />
      ))}
    </Stack>
  );
}

function day(seconds: number | undefined): string | undefined {
  return seconds == null ? undefined : new Date(seconds * 1000).toISOString().slice(0, 10);
}

function CustomFieldInput({
  attached,
  value,
  onChange,
  error,
}: {
  attached: AttachedCustomField;
  value: CustomFieldValue;
  onChange: (value: CustomFieldValue) => void;
  error?: string;
}) {
  const { type, name, properties: p } = attached.custom_field;
  const common = {
    label: p.form_label || name,
    description: p.form_help_text,
    placeholder: p.form_placeholder,
    required: attached.required,
    error,
  };
  switch (type) {
    case "checkbox":
      return (
        <Checkbox
          label={common.label}
          description={common.description}
          required={common.required}
          error={error}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case "select":
      return (
        <NativeSelect
          {...common}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.currentTarget.value || null)}
          data={[{ value: "", label: p.form_placeholder || "Choose…" }, ...(p.options ?? [])]}
        />
      );
    case "number":
      return (
        <TextInput
          {...common}
          inputMode="numeric"
          value={value === null ? "" : String(value)}
          onChange={(e) => {
            const text = e.currentTarget.value.trim();
            onChange(text === "" ? null : /^-?\d+$/.test(text) ? Number(text) : text);
          }}
        />
      );
    case "date":
      return (
        <TextInput
          {...common}
          type="date"
          min={day(p.ge)}
          max={day(p.le)}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.currentTarget.value || null)}
        />
      );
    default:
      return p.textarea ? (
        <Textarea
          {...common}
          maxLength={p.max_length}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : (
        <TextInput
          {...common}
          maxLength={p.max_length}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
