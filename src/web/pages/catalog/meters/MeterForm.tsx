import { Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api, type Meter, unwrap } from "../../../api/v1";
import { SectionCard } from "../../../components/SectionCard";
import { FormActions } from "../shared/FormActions";
import { FormErrors, useFormErrors } from "../shared/formErrors";
import { catalogKeys } from "../shared/keys";
import { type AggFunc, emptyMeter, fromMeter, type MeterDraft, toPayload } from "./draft";
import { FilterBuilder } from "./FilterBuilder";

export function MeterForm({ meter }: { meter?: Meter }) {
  const [draft, setDraft] = useState<MeterDraft>(() => (meter ? fromMeter(meter) : emptyMeter()));
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const set = (patch: Partial<MeterDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const editing = meter !== undefined;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const { body, errors } = toPayload(draft);
    if (!form.validate(errors)) return;
    setSaving(true);
    try {
      const saved = editing
        ? await unwrap(
            api.PATCH("/v1/meters/{id}", {
              params: { path: { id: meter.id } },
              body,
            }),
          )
        : await unwrap(api.POST("/v1/meters/", { body }));
      await queryClient.invalidateQueries({ queryKey: catalogKeys.meters });
      notifications.show({ message: `${saved.name} saved` });
      navigate(`/meters/${saved.id}`);
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? "Edit meter" : "New meter"}>
      <Stack gap="lg">
        <SectionCard title="Meter">
          <TextInput
            label="Name"
            description="Shown on invoices and usage."
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={form.field("name")}
          />
        </SectionCard>
        <SectionCard title="Events counted" description="Which ingested events this meter counts.">
          <FilterBuilder group={draft.filter} form={form} onChange={(filter) => set({ filter })} />
          <Text size="xs" c="dimmed">
            Properties are event fields such as <code>name</code>, or <code>metadata.&lt;key&gt;</code>.
          </Text>
        </SectionCard>
        <SectionCard title="Aggregation">
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Select
              label="Function"
              data={[
                { value: "count", label: "Count events" },
                { value: "sum", label: "Sum of a property" },
                { value: "max", label: "Maximum of a property" },
                { value: "min", label: "Minimum of a property" },
                { value: "avg", label: "Average of a property" },
                { value: "unique", label: "Unique values of a property" },
              ]}
              value={draft.func}
              onChange={(v) => v && set({ func: v as AggFunc })}
              allowDeselect={false}
              error={form.field("aggregation.func")}
              style={{ flex: "1 1 200px" }}
            />
            {draft.func !== "count" && (
              <TextInput
                label="Property"
                placeholder="metadata.tokens"
                value={draft.property}
                onChange={(e) => set({ property: e.currentTarget.value })}
                error={form.field("aggregation.property")}
                style={{ flex: "1 1 200px" }}
              />
            )}
          </Group>
        </SectionCard>
        <FormErrors form={form} />
        <FormActions
          submitLabel={editing ? "Save meter" : "Create meter"}
          loading={saving}
          cancelTo={editing ? `/meters/${meter.id}` : "/meters"}
        />
      </Stack>
    </form>
  );
}
