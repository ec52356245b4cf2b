import type { ReactNode } from "react";
import { billingLabel } from "./format";
import { formatMoney } from "./money";
import type { Checkout } from "./types";
import { Button } from "./ui/controls";
import { TextInput } from "./ui/fields";
import { Group, Stack, Text } from "./ui/layout";

function Line({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" nowrap gap="sm">
      <Text size={strong ? "md" : "sm"} fw={strong ? 700 : 400} c={strong ? undefined : "dimmed"} as="span">
        {label}
      </Text>
      <Text
        size={strong ? "md" : "sm"}
        fw={strong ? 700 : 500}
        data-testid={testId}
        as="span"
        style={{ whiteSpace: "nowrap" }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, discount, tax and total exactly as the server computed them for the checkout's current inputs. */
export function OrderSummary({ checkout, discountField }: { checkout: Checkout; discountField: ReactNode }) {
  const money = (n: number) => formatMoney(n, checkout.currency);
  const taxLabel = checkout.tax_behavior === "inclusive" ? "Taxes (included)" : "Taxes";
  const recurring = checkout.product?.is_recurring;
  return (
    <Stack gap={8} aria-label="Order summary" role="group">
      <Line label="Subtotal" value={money(checkout.amount)} testId="summary-subtotal" />
      {checkout.discount_amount > 0 && (
        <Line
          label={`Discount${checkout.discount ? ` (${checkout.discount.code ?? checkout.discount.name})` : ""}`}
          value={`−${money(checkout.discount_amount)}`}
          testId="summary-discount"
        />
      )}
      <Line
        label={taxLabel}
        value={checkout.tax_amount === null ? "Calculated from your address" : money(checkout.tax_amount)}
        testId="summary-tax"
      />
      {discountField}
      <hr className="k-divider" />
      <Line
        label={
          recurring && checkout.product
            ? `Total · ${billingLabel(checkout.product, checkout.product_price).toLowerCase()}`
            : "Total"
        }
        value={money(checkout.total_amount)}
        strong
        testId="summary-total"
      />
    </Stack>
  );
}

/** Apply a discount code, or show the applied one with a way to remove it. */
export function DiscountField({
  checkout,
  code,
  onCodeChange,
  onApply,
  onRemove,
  error,
  busy,
}: {
  checkout: Checkout;
  code: string;
  onCodeChange: (code: string) => void;
  onApply: () => void;
  onRemove: () => void;
  error?: string;
  busy: boolean;
}) {
  if (checkout.discount) {
    return (
      <Group justify="space-between" nowrap gap="xs">
        <Text size="sm" c="teal" data-testid="applied-discount">
          {checkout.discount.code
            ? `Code ${checkout.discount.code} applied`
            : `${checkout.discount.name} applied`}
        </Text>
        {checkout.allow_discount_codes && (
          <Button variant="subtle" size="sm" onClick={onRemove} disabled={busy}>
            Remove
          </Button>
        )}
      </Group>
    );
  }
  // A free price takes no discount; fixed and pay-what-you-want ones do (Polar's is_discount_applicable).
  if (!checkout.allow_discount_codes || !checkout.is_discount_applicable) return null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) onApply();
      }}
    >
      <Group gap="xs" align="flex-start" nowrap>
        <TextInput
          aria-label="Discount code"
          placeholder="Discount code"
          value={code}
          onChange={(e) => onCodeChange(e.currentTarget.value)}
          error={error}
          autoComplete="off"
          className="k-grow"
        />
        <Button type="submit" variant="default" disabled={!code.trim() || busy}>
          Apply
        </Button>
      </Group>
    </form>
  );
}
