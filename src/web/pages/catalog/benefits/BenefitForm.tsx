import { Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api, type Benefit, type BenefitType, listAll, unwrap, type Visibility } from "../../../api/v1";
import { SectionCard } from "../../../components/SectionCard";
import { FormActions } from "../shared/FormActions";
import { FormErrors, useFormErrors } from "../shared/formErrors";
import { catalogKeys } from "../shared/keys";
import { DownloadableFields } from "./DownloadableFields";
import { type BenefitDraft, emptyBenefit, toPayload } from "./draft";
import { LicenseKeyFields } from "./LicenseKeyFields";
import { CustomNoteFields, DiscordFields, GitHubFields, MeterCreditFields } from "./OtherBenefitFields";
import { BENEFIT_TYPES } from "./types";

/**
 * Create or edit a benefit; the type is fixed once created. On its page it returns to the benefits
 * list when saved; given `onSaved` (the product form's "New benefit" modal) it hands the saved
 * benefit back instead.
 */
export function BenefitForm({
  initial,
  benefit,
  onSaved,
  onCancel,
}: {
  initial?: BenefitDraft;
  benefit?: Benefit;
  onSaved?: (benefit: Benefit) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<BenefitDraft>(() => initial ?? emptyBenefit());
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const set = (patch: Partial<BenefitDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const editing = benefit !== undefined;
  const meters = useQuery({
    queryKey: [...catalogKeys.meters, "all"],
    queryFn: () =>
      listAll((page, limit) =>
        unwrap(api.GET("/v1/meters/", { params: { query: { is_archived: "false", page, limit } } })),
      ),
    enabled: draft.type === "meter_credit",
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // In a modal over another form, the submit must not reach that form (React events cross portals).
    e.stopPropagation();
    const { body, errors } = toPayload(draft);
    if (!form.validate(errors)) return;
    setSaving(true);
    try {
      const saved = editing
        ? await unwrap(
            api.PATCH("/v1/benefits/{id}", {
              params: { path: { id: benefit.id } },
              body,
            }),
          )
        : await unwrap(api.POST("/v1/benefits/", { body }));
      await queryClient.invalidateQueries({ queryKey: catalogKeys.benefits });
      notifications.show({ message: `${saved.description} saved` });
      if (onSaved) onSaved(saved);
      else navigate("/benefits");
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  const props = { draft, set, form };
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? "Edit benefit" : "New benefit"}>
      <Stack gap="lg">
        <SectionCard title="Benefit">
          <Select
            label="Type"
            data={BENEFIT_TYPES}
            value={draft.type}
            onChange={(v) => v && set({ type: v as BenefitType })}
            disabled={editing}
            allowDeselect={false}
            error={form.field("type")}
          />
          <TextInput
            label="Description"
            description="Shown on products that have this benefit (3–42 characters)."
            value={draft.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            error={form.field("description")}
          />
          <Select
            label="Visibility in the customer portal"
            data={[
              { value: "public", label: "Public" },
              { value: "private", label: "Private" },
              { value: "draft", label: "Draft" },
            ]}
            value={draft.visibility}
            onChange={(v) => v && set({ visibility: v as Visibility })}
            allowDeselect={false}
            error={form.field("visibility")}
          />
        </SectionCard>
        <SectionCard title="Settings">
          {draft.type === "custom" && <CustomNoteFields {...props} />}
          {draft.type === "license_keys" && <LicenseKeyFields {...props} />}
          {draft.type === "downloadables" && <DownloadableFields {...props} />}
          {draft.type === "meter_credit" && <MeterCreditFields {...props} meters={meters.data ?? []} />}
          {draft.type === "discord" && <DiscordFields {...props} />}
          {draft.type === "github_repository" && <GitHubFields {...props} />}
        </SectionCard>
        <FormErrors form={form} />
        <FormActions
          submitLabel={editing ? "Save benefit" : "Create benefit"}
          loading={saving}
          cancelTo="/benefits"
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
