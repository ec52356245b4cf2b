import { Group, MultiSelect, SegmentedControl, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api, type Discount, listAll, unwrap } from "../../../api/v1";
import { SectionCard } from "../../../components/SectionCard";
import { FormActions } from "../shared/FormActions";
import { FormErrors, useFormErrors } from "../shared/formErrors";
import { catalogKeys } from "../shared/keys";
import { CURRENCIES } from "../shared/money";
import { type DiscountDraft, emptyDiscount, fromDiscount, toPayload } from "./draft";

export function DiscountForm({ discount }: { discount?: Discount }) {
  const [draft, setDraft] = useState<DiscountDraft>(() =>
    discount ? fromDiscount(discount) : emptyDiscount(),
  );
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const set = (patch: Partial<DiscountDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const editing = discount !== undefined;
  const products = useQuery({
    queryKey: [...catalogKeys.products, "all"],
    queryFn: () =>
      listAll((page, limit) =>
        unwrap(api.GET("/v1/products/", { params: { query: { is_archived: "false", page, limit } } })),
      ),
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const { body, errors } = toPayload(draft);
    if (!form.validate(errors) || !body) return;
    setSaving(true);
    try {
      const saved = editing
        ? await unwrap(
            api.PATCH("/v1/discounts/{id}", {
              params: { path: { id: discount.id } },
              body,
            }),
          )
        : await unwrap(api.POST("/v1/discounts/", { body }));
      await queryClient.invalidateQueries({ queryKey: catalogKeys.discounts });
      notifications.show({ message: `${saved.name} saved` });
      navigate("/discounts");
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  const text = (label: string, key: keyof DiscountDraft, field: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={draft[key] as string}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
      error={form.field(field)}
      {...extra}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? "Edit discount" : "New discount"}>
      <Stack gap="lg">
        <SectionCard title="Discount">
          {text("Name", "name", "name", { description: "Shown to the customer when applied." })}
          {text("Code", "code", "code", {
            description: "Optional: customers type it at checkout.",
            placeholder: "SUMMER25",
          })}
          <SegmentedControl
            aria-label="Discount type"
            value={draft.type}
            onChange={(v) => set({ type: v as DiscountDraft["type"] })}
            data={[
              { value: "percentage", label: "Percentage" },
              { value: "fixed", label: "Fixed amount" },
            ]}
          />
          {draft.type === "percentage" ? (
            text("Percent off", "percent", "basis_points", { inputMode: "decimal", placeholder: "25" })
          ) : (
            <Group gap="sm" align="flex-start" wrap="wrap">
              {text(`Amount off (${draft.currency.toUpperCase()})`, "amount", "amount", {
                inputMode: "decimal",
                placeholder: "5.00",
                style: { flex: "1 1 140px" },
              })}
              <Select
                label="Currency"
                data={CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
                value={draft.currency}
                onChange={(v) => {
                  const currency = CURRENCIES.find((c) => c === v);
                  if (currency) set({ currency });
                }}
                allowDeselect={false}
                searchable
                error={form.field("currency")}
                style={{ flex: "0 1 110px" }}
              />
            </Group>
          )}
        </SectionCard>
        <SectionCard title="Duration" description="For subscriptions: which invoices get the discount.">
          <Select
            label="Applies"
            data={[
              { value: "once", label: "Once (first invoice)" },
              { value: "forever", label: "Forever" },
              { value: "repeating", label: "For a number of months" },
            ]}
            value={draft.duration}
            onChange={(v) => v && set({ duration: v as DiscountDraft["duration"] })}
            allowDeselect={false}
            error={form.field("duration")}
          />
          {draft.duration === "repeating" &&
            text("Months", "months", "duration_in_months", { inputMode: "numeric" })}
        </SectionCard>
        <SectionCard title="Restrictions">
          <Group gap="sm" align="flex-start" wrap="wrap">
            {text("Starts", "startsAt", "starts_at", {
              type: "datetime-local",
              style: { flex: "1 1 200px" },
            })}
            {text("Ends", "endsAt", "ends_at", { type: "datetime-local", style: { flex: "1 1 200px" } })}
          </Group>
          {text("Maximum redemptions", "maxRedemptions", "max_redemptions", {
            inputMode: "numeric",
            placeholder: "Unlimited",
          })}
          <MultiSelect
            label="Products"
            description="Leave empty to allow every product."
            data={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={draft.productIds}
            onChange={(productIds) => set({ productIds })}
            searchable
            clearable
            error={form.field("products")}
          />
        </SectionCard>
        <FormErrors form={form} />
        <FormActions
          submitLabel={editing ? "Save discount" : "Create discount"}
          loading={saving}
          cancelTo="/discounts"
        />
      </Stack>
    </form>
  );
}
