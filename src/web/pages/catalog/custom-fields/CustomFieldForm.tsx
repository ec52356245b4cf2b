import { Checkbox, Group, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api, type CustomField, type CustomFieldType, unwrap } from "../../../api/v1";
import { SectionCard } from "../../../components/SectionCard";
import { FormActions } from "../shared/FormActions";
import { FormErrors, useFormErrors } from "../shared/formErrors";
import { catalogKeys } from "../shared/keys";
import { type CustomFieldDraft, emptyCustomField, fromCustomField, slugify, toPayload } from "./draft";
import { OptionsEditor } from "./OptionsEditor";

export const FIELD_TYPES: { value: CustomFieldType; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "number", label: "Number" },
  { value: "date", label: "Date" },
  { value: "checkbox", label: "Checkbox" },
  { value: "select", label: "Select" },
];

export function CustomFieldForm({ field }: { field?: CustomField }) {
  const [draft, setDraft] = useState<CustomFieldDraft>(() =>
    field ? fromCustomField(field) : emptyCustomField(),
  );
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const set = (patch: Partial<CustomFieldDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const editing = field !== undefined;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const { body, errors } = toPayload(draft);
    if (!form.validate(errors)) return;
    setSaving(true);
    try {
      const saved = editing
        ? await unwrap(
            api.PATCH("/v1/custom-fields/{id}", {
              params: { path: { id: field.id } },
              body,
            }),
          )
        : await unwrap(api.POST("/v1/custom-fields/", { body }));
      await queryClient.invalidateQueries({ queryKey: catalogKeys.customFields });
      notifications.show({ message: `${saved.name} saved` });
      navigate("/custom-fields");
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  const isText = draft.type === "text";
  const bounded = isText || draft.type === "number" || draft.type === "date";
  const [lowKey, highKey] = isText ? ["min_length", "max_length"] : ["ge", "le"];
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? "Edit custom field" : "New custom field"}>
      <Stack gap="lg">
        <SectionCard title="Field">
          <Select
            label="Type"
            data={FIELD_TYPES}
            value={draft.type}
            onChange={(v) => v && set({ type: v as CustomFieldType, min: "", max: "" })}
            disabled={editing}
            allowDeselect={false}
            error={form.field("type")}
          />
          <TextInput
            label="Name"
            value={draft.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              set(draft.slugTouched ? { name } : { name, slug: slugify(name) });
            }}
            error={form.field("name")}
          />
          <TextInput
            label="Slug"
            description="Key the value is stored under; lowercase letters, digits, - and _."
            value={draft.slug}
            onChange={(e) => set({ slug: e.currentTarget.value, slugTouched: true })}
            error={form.field("slug")}
          />
        </SectionCard>
        <SectionCard title="Checkout form">
          <TextInput
            label="Form label"
            placeholder={draft.name || "Defaults to the name"}
            value={draft.label}
            onChange={(e) => set({ label: e.currentTarget.value })}
            error={form.field("properties.form_label")}
          />
          <TextInput
            label="Help text"
            value={draft.help}
            onChange={(e) => set({ help: e.currentTarget.value })}
            error={form.field("properties.form_help_text")}
          />
          {draft.type !== "checkbox" && (
            <TextInput
              label="Placeholder"
              value={draft.placeholder}
              onChange={(e) => set({ placeholder: e.currentTarget.value })}
              error={form.field("properties.form_placeholder")}
            />
          )}
          {isText && (
            <Checkbox
              label="Multi-line text area"
              checked={draft.textarea}
              onChange={(e) => set({ textarea: e.currentTarget.checked })}
            />
          )}
          {bounded && (
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput
                label={isText ? "Minimum length" : draft.type === "date" ? "Earliest date" : "Minimum"}
                type={draft.type === "date" ? "date" : "text"}
                inputMode={draft.type === "date" ? undefined : "numeric"}
                value={draft.min}
                onChange={(e) => set({ min: e.currentTarget.value })}
                error={form.field(`properties.${lowKey}`)}
                style={{ flex: "1 1 140px" }}
              />
              <TextInput
                label={isText ? "Maximum length" : draft.type === "date" ? "Latest date" : "Maximum"}
                type={draft.type === "date" ? "date" : "text"}
                inputMode={draft.type === "date" ? undefined : "numeric"}
                value={draft.max}
                onChange={(e) => set({ max: e.currentTarget.value })}
                error={form.field(`properties.${highKey}`)}
                style={{ flex: "1 1 140px" }}
              />
            </Group>
          )}
          {draft.type === "select" && (
            <OptionsEditor options={draft.options} onChange={(options) => set({ options })} form={form} />
          )}
        </SectionCard>
        <FormErrors form={form} />
        <FormActions
          submitLabel={editing ? "Save custom field" : "Create custom field"}
          loading={saving}
          cancelTo="/custom-fields"
        />
      </Stack>
    </form>
  );
}
