import { Group, SegmentedControl, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api, type Product, type RecurringInterval, unwrap, type Visibility } from "../../../api/v1";
import { errorMessage } from "../../../components/errors";
import { SectionCard } from "../../../components/SectionCard";
import { FormActions } from "../shared/FormActions";
import { FormErrors, useFormErrors } from "../shared/formErrors";
import { catalogKeys } from "../shared/keys";
import { BenefitsPicker } from "./BenefitsPicker";
import { CustomFieldsPicker } from "./CustomFieldsPicker";
import { emptyProduct, fromProduct, type ProductDraft, toPayload } from "./draft";
import { MediaSection } from "./MediaSection";
import { PriceEditor } from "./PriceEditor";
import { useCatalogOptions } from "./useCatalogOptions";

/** Create or edit a product: details, billing, prices, benefits, checkout fields and images. */
export function ProductForm({ product }: { product?: Product }) {
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? fromProduct(product) : emptyProduct()));
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const options = useCatalogOptions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const set = (patch: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const editing = product !== undefined;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const payload = product
      ? { product, ...toPayload(draft, true) }
      : { product: undefined, ...toPayload(draft, false) };
    if (!form.validate(payload.errors)) return;
    setSaving(true);
    try {
      const saved = payload.product
        ? await unwrap(
            api.PATCH("/v1/products/{id}", {
              params: { path: { id: payload.product.id } },
              body: payload.body,
            }),
          )
        : await unwrap(api.POST("/v1/products/", { body: payload.body }));
      const before = (product?.benefits ?? []).map((b) => b.id);
      const changed =
        before.length !== draft.benefitIds.length || before.some((id, i) => id !== draft.benefitIds[i]);
      if (changed) {
        try {
          await unwrap(
            api.POST("/v1/products/{id}/benefits", {
              params: { path: { id: saved.id } },
              body: { benefits: draft.benefitIds },
            }),
          );
        } catch (err) {
          notifications.show({
            color: "red",
            message: `Saved, but benefits were not attached: ${errorMessage(err)}`,
          });
          await queryClient.invalidateQueries({ queryKey: catalogKeys.products });
          navigate(`/products/${saved.id}`);
          return;
        }
      }
      await queryClient.invalidateQueries({ queryKey: catalogKeys.products });
      notifications.show({ message: `${saved.name} saved` });
      navigate("/products");
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? "Edit product" : "New product"}>
      <Stack gap="lg">
        <SectionCard title="Details">
          <TextInput
            label="Name"
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={form.field("name")}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            value={draft.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            error={form.field("description")}
          />
          <Select
            label="Visibility"
            data={[
              { value: "public", label: "Public" },
              { value: "private", label: "Private (only by link)" },
              { value: "draft", label: "Draft" },
            ]}
            value={draft.visibility}
            onChange={(v) => v && set({ visibility: v as Visibility })}
            allowDeselect={false}
            error={form.field("visibility")}
          />
        </SectionCard>
        <SectionCard
          title="Pricing"
          description={
            editing
              ? "Billing type cannot change after creation; changed prices replace the old ones."
              : undefined
          }
        >
          <SegmentedControl
            aria-label="Billing"
            disabled={editing}
            value={draft.recurring ? "recurring" : "one_time"}
            onChange={(v) => set({ recurring: v === "recurring" })}
            data={[
              { value: "one_time", label: "One-time purchase" },
              { value: "recurring", label: "Subscription" },
            ]}
          />
          {draft.recurring && (
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput
                label="Bill every"
                inputMode="numeric"
                value={draft.intervalCount}
                onChange={(e) => set({ intervalCount: e.currentTarget.value })}
                error={form.field("recurring_interval_count")}
                style={{ flex: "0 1 110px" }}
              />
              <Select
                label="Interval"
                disabled={editing}
                data={[
                  { value: "day", label: "Day(s)" },
                  { value: "week", label: "Week(s)" },
                  { value: "month", label: "Month(s)" },
                  { value: "year", label: "Year(s)" },
                ]}
                value={draft.interval}
                onChange={(v) => v && set({ interval: v as RecurringInterval })}
                allowDeselect={false}
                error={form.field("recurring_interval")}
                style={{ flex: "1 1 140px" }}
              />
            </Group>
          )}
          <PriceEditor
            prices={draft.prices}
            meters={options.meters.data ?? []}
            recurring={draft.recurring}
            form={form}
            onChange={(prices) => set({ prices })}
          />
        </SectionCard>
        <SectionCard title="Benefits">
          <BenefitsPicker
            benefits={options.benefits.data ?? []}
            value={draft.benefitIds}
            onChange={(benefitIds) => set({ benefitIds })}
            error={
              form.field("benefits") ??
              (options.benefits.error ? errorMessage(options.benefits.error) : undefined)
            }
          />
        </SectionCard>
        <SectionCard title="Checkout fields" description="Custom fields customers fill in at checkout.">
          <CustomFieldsPicker
            fields={options.customFields.data ?? []}
            value={draft.customFields}
            form={form}
            onChange={(customFields) => set({ customFields })}
          />
        </SectionCard>
        <SectionCard title="Images">
          <MediaSection
            medias={draft.medias}
            onChange={(medias) => set({ medias })}
            error={form.field("medias")}
          />
        </SectionCard>
        <FormErrors form={form} />
        <FormActions
          submitLabel={editing ? "Save product" : "Create product"}
          loading={saving}
          cancelTo="/products"
        />
      </Stack>
    </form>
  );
}
