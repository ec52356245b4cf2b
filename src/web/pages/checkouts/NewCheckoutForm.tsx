import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "../../api/v1";
import { CopyableSecret } from "../../components/CopyableSecret";
import { SectionCard } from "../../components/SectionCard";
import { FormErrors, isHttpUrl, useFormErrors } from "../catalog/shared/formErrors";
import { ProductsPicker } from "./ProductsPicker";
import { checkoutKeys, type SellerCheckout } from "./types";

/** Creates a checkout session for chosen products and gives its payment page URL to open or send. */
export function NewCheckoutForm({ onClose }: { onClose: () => void }) {
  const [products, setProducts] = useState<string[]>([]);
  const [email, setEmail] = useState("");
  const [successUrl, setSuccessUrl] = useState("");
  const [requireAddress, setRequireAddress] = useState(false);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<SellerCheckout | null>(null);
  const form = useFormErrors();
  const queryClient = useQueryClient();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (products.length === 0) errors.products = "Choose at least one product";
    if (successUrl.trim() && !isHttpUrl(successUrl.trim())) errors.success_url = "Enter an http(s) URL";
    if (!form.validate(errors)) return;
    setSaving(true);
    try {
      const checkout = await unwrap(
        api.POST("/v1/checkouts/", {
          body: {
            products,
            customer_email: email.trim() || undefined,
            success_url: successUrl.trim() || undefined,
            require_billing_address: requireAddress,
          },
        }),
      );
      setCreated(checkout);
      form.clear();
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.checkouts });
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  if (created) {
    return (
      <SectionCard title="Checkout created" description="Open it to pay, or send the link to your customer.">
        <CopyableSecret value={created.url} label="Checkout URL" testId="new-checkout-url" />
        <Group gap="sm">
          <Button component="a" href={created.url} target="_blank" rel="noopener">
            Open checkout
          </Button>
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
        </Group>
      </SectionCard>
    );
  }
  return (
    <SectionCard title="New checkout" description="A checkout session is open for 24 hours.">
      <form onSubmit={submit} noValidate aria-label="New checkout">
        <Stack gap="sm">
          <ProductsPicker value={products} onChange={setProducts} error={form.field("products")} />
          <TextInput
            label="Customer email"
            description="Optional: prefilled on the checkout page."
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={form.field("customer_email")}
          />
          <TextInput
            label="Success URL"
            description={
              <Text span size="xs">
                Optional: where the customer goes after paying; <code>{"{CHECKOUT_ID}"}</code> is replaced
                with the checkout's id.
              </Text>
            }
            placeholder="https://example.com/thanks?checkout={CHECKOUT_ID}"
            value={successUrl}
            onChange={(e) => setSuccessUrl(e.currentTarget.value)}
            error={form.field("success_url")}
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
              Create checkout
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
