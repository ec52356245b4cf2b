import { Button, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import type { Meter } from "../../../api/v1";
import type { FormErrorsState } from "../shared/formErrors";
import { CURRENCIES, normalizeCurrency } from "../shared/money";
import type { PriceDraft, PriceKind } from "./draft";

const KINDS: { value: PriceKind; label: string }[] = [
  { value: "fixed", label: "Fixed price" },
  { value: "custom", label: "Pay what you want" },
  { value: "free", label: "Free" },
  { value: "metered_unit", label: "Metered usage" },
];

const amountProps = { inputMode: "decimal" as const, autoComplete: "off" };

/** One price of the product: its type, currency and the amounts that type takes. */
export function PriceRow({
  price,
  index,
  meters,
  recurring,
  form,
  onChange,
  onRemove,
}: {
  price: PriceDraft;
  index: number;
  meters: Meter[];
  recurring: boolean;
  form: FormErrorsState;
  onChange: (next: PriceDraft) => void;
  onRemove?: () => void;
}) {
  const n = index + 1;
  const at = (f: string) => form.field(`prices.${index}.${f}`);
  const set = (patch: Partial<PriceDraft>) => onChange({ ...price, ...patch });
  const cur = price.currency.toUpperCase();
  return (
    <Paper withBorder p="sm" role="group" aria-label={`Price ${n}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={600}>
            Price {n}
          </Text>
          {onRemove && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={`Remove price ${n}`}
            >
              Remove
            </Button>
          )}
        </Group>
        <Group gap="sm" wrap="wrap" align="flex-start">
          <Select
            label={`Price ${n} type`}
            data={KINDS.filter((k) => recurring || k.value !== "metered_unit")}
            value={price.kind}
            onChange={(v) => v && set({ kind: v as PriceKind })}
            allowDeselect={false}
            error={at("amount_type")}
            style={{ flex: "1 1 170px" }}
          />
          <Select
            label={`Price ${n} currency`}
            data={CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
            value={price.currency}
            onChange={(v) => {
              const currency = v && normalizeCurrency(v);
              if (currency) set({ currency });
            }}
            allowDeselect={false}
            searchable
            error={at("price_currency")}
            style={{ flex: "0 1 110px" }}
          />
        </Group>
        {price.kind === "fixed" && (
          <TextInput
            label={`Amount (${cur})`}
            placeholder="19.99"
            {...amountProps}
            value={price.amount}
            onChange={(e) => set({ amount: e.currentTarget.value })}
            error={at("price_amount")}
          />
        )}
        {price.kind === "custom" && (
          <Group gap="sm" wrap="wrap" align="flex-start">
            {(
              [
                ["minimum", "minimum_amount", "Minimum", "0 allows free"],
                ["maximum", "maximum_amount", "Maximum", "No maximum"],
                ["preset", "preset_amount", "Suggested", "Optional"],
              ] as const
            ).map(([key, field, label, placeholder]) => (
              <TextInput
                key={key}
                label={`${label} (${cur})`}
                placeholder={placeholder}
                {...amountProps}
                value={price[key]}
                onChange={(e) => set({ [key]: e.currentTarget.value })}
                error={at(field)}
                style={{ flex: "1 1 120px" }}
              />
            ))}
          </Group>
        )}
        {price.kind === "free" && (
          <Text size="sm" c="dimmed">
            Customers get this product without paying.
          </Text>
        )}
        {price.kind === "metered_unit" && (
          <Stack gap="xs">
            <Select
              label="Meter"
              placeholder={meters.length ? "Choose a meter" : "Create a meter first"}
              data={meters.map((m) => ({ value: m.id, label: m.name }))}
              value={price.meterId}
              onChange={(v) => set({ meterId: v })}
              error={at("meter_id")}
              searchable
            />
            <Group gap="sm" wrap="wrap" align="flex-start">
              <TextInput
                label={`Price per unit (${cur})`}
                placeholder="0.005"
                description="Up to 14 decimals"
                {...amountProps}
                value={price.unitAmount}
                onChange={(e) => set({ unitAmount: e.currentTarget.value })}
                error={at("unit_amount")}
                style={{ flex: "1 1 150px" }}
              />
              <TextInput
                label={`Cap (${cur})`}
                placeholder="No cap"
                description="Most charged per period"
                {...amountProps}
                value={price.cap}
                onChange={(e) => set({ cap: e.currentTarget.value })}
                error={at("cap_amount")}
                style={{ flex: "1 1 150px" }}
              />
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
