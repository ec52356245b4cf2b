import { Anchor, Button, Checkbox, Group, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, listAll, unwrap } from "../../api/v1";
import { SectionCard } from "../../components/SectionCard";
import { FormErrors, isHttpUrl, useFormErrors } from "../catalog/shared/formErrors";
import { ProductsPicker } from "./ProductsPicker";
import { checkoutKeys } from "./types";

/** Creates a checkout link for chosen products, with a label, an optional discount and success URL. */
export function NewCheckoutLinkForm({ onClose }: { onClose: () => void }) {
  const [products, setProducts] = useState<string[]>([]);
  const [label, setLabel] = useState("");
  const [discountId, setDiscountId] = useState<string | null>(null);
  const [successUrl, setSuccessUrl] = useState("");
  const [allowCodes, setAllowCodes] = useState(true);
  const [requireAddress, setRequireAddress] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const queryClient = useQueryClient();
  const discounts = useQuery({
    queryKey: ["v1", "discounts", "all"],
    queryFn: () =>
      listAll((page, limit) => unwrap(api.GET("/v1/discounts/", { params: { query: { page, limit } } }))),
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (products.length === 0) errors.products = "Choose at least one product";
    if (successUrl.trim() && !isHttpUrl(successUrl.trim())) errors.success_url = "Enter an http(s) URL";
    if (!form.validate(errors)) return;
    setSaving(true);
    try {
      const link = await unwrap(
        api.POST("/v1/checkout-links/", {
          body: {
            payment_processor: "stripe",
            products,
            label: label.trim() || null,
            discount_id: discountId,
            success_url: successUrl.trim() || undefined,
            allow_discount_codes: allowCodes,
            require_billing_address: requireAddress,
          },
        }),
      );
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.links });
      notifications.show({
        message: link.label ? `Checkout link “${link.label}” created` : "Checkout link created",
      });
      onClose();
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title="New checkout link">
      <form onSubmit={submit} noValidate aria-label="New checkout link">
        <Stack gap="sm">
          <ProductsPicker value={products} onChange={setProducts} error={form.field("products")} />
          <TextInput
            label="Label"
            description="Only you see it, to tell your links apart."
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
            error={form.field("label")}
          />
          <Select
            label="Discount"
            description="Applied to every checkout the link opens."
            placeholder={discounts.isPending ? "Loading discounts…" : "No discount"}
            data={(discounts.data ?? []).map((d) => ({
              value: d.id,
              label: d.code ? `${d.name} (${d.code})` : d.name,
            }))}
            value={discountId}
            onChange={setDiscountId}
            clearable
            error={form.field("discount_id")}
          />
          <TextInput
            label="Success URL"
            description="Optional: where customers go after paying ({CHECKOUT_ID} is replaced)."
            placeholder="https://example.com/thanks"
            value={successUrl}
            onChange={(e) => setSuccessUrl(e.currentTarget.value)}
            error={form.field("success_url")}
          />
          <Checkbox
            label="Let customers enter discount codes"
            checked={allowCodes}
            onChange={(e) => setAllowCodes(e.currentTarget.checked)}
          />
          <Checkbox
            label="Require the full billing address"
            checked={requireAddress}
            onChange={(e) => setRequireAddress(e.currentTarget.checked)}
          />
          <FormErrors form={form} />
          <Group justify="flex-end" gap="sm">
            <Anchor component="button" type="button" size="sm" onClick={onClose}>
              Cancel
            </Anchor>
            <Button type="submit" loading={saving}>
              Create link
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
