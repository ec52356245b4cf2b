import { Button, Group, Stack, Text } from "@mantine/core";
import type { Meter } from "../../../api/v1";
import type { FormErrorsState } from "../shared/formErrors";
import { emptyPrice, type PriceDraft } from "./draft";
import { PriceRow } from "./PriceRow";

/** The product's prices: add, edit and remove rows. */
export function PriceEditor({
  prices,
  meters,
  recurring,
  form,
  onChange,
}: {
  prices: PriceDraft[];
  meters: Meter[];
  recurring: boolean;
  form: FormErrorsState;
  onChange: (next: PriceDraft[]) => void;
}) {
  const error = form.field("prices");
  const currency = prices[0]?.currency ?? "usd";
  return (
    <Stack gap="sm">
      {prices.map((p, i) => (
        <PriceRow
          key={p.key}
          price={p}
          index={i}
          meters={meters}
          recurring={recurring}
          form={form}
          onChange={(next) => onChange(prices.map((x) => (x.key === p.key ? next : x)))}
          onRemove={prices.length > 1 ? () => onChange(prices.filter((x) => x.key !== p.key)) : undefined}
        />
      ))}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          onClick={() => onChange([...prices, emptyPrice("fixed", currency)])}
        >
          Add price
        </Button>
        {recurring && (
          <Button
            size="xs"
            variant="light"
            onClick={() => onChange([...prices, emptyPrice("metered_unit", currency)])}
          >
            Add metered price
          </Button>
        )}
      </Group>
    </Stack>
  );
}
