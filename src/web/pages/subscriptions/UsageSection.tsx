import { Anchor, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { exponent } from "../../../shared/money";
import { SectionCard } from "../../components/SectionCard";
import { formatUnits } from "../catalog/meters/usage";
import { formatDate } from "../catalog/shared/format";
import { formatMoney, shiftDecimal } from "../catalog/shared/money";
import type { Subscription } from "./types";

type Price = Subscription["prices"][number];
type MeteredPrice = Extract<Price, { amount_type: "metered_unit" }>;

/** The subscription's metered prices, each with its meter's usage this period (`sub.meters`). */
export function usageRows(sub: Subscription) {
  const metered = sub.prices.filter((p): p is MeteredPrice => p.amount_type === "metered_unit");
  return metered.map((price) => {
    const meter = sub.meters.find((m) => m.meter_id === price.meter_id);
    const unit = shiftDecimal(price.unit_amount, -exponent(price.price_currency)) ?? price.unit_amount;
    return {
      meterId: price.meter_id,
      name: meter?.meter.name ?? price.meter.name,
      unitPrice: `${unit} ${price.price_currency.toUpperCase()}`,
      cap: price.cap_amount == null ? null : formatMoney(price.cap_amount, price.price_currency),
      consumed: meter?.consumed_units ?? 0,
      credited: meter?.credited_units ?? 0,
      amount: meter?.amount ?? 0,
      currency: price.price_currency,
    };
  });
}

/**
 * Usage-based billing of the subscription: per metered price, the unit price, the units consumed
 * and credited this period and the amount so far, charged with the renewal at the period's end.
 * Nothing when the subscription has no metered price.
 */
export function UsageSection({ sub }: { sub: Subscription }) {
  const rows = usageRows(sub);
  if (rows.length === 0) return null;
  const periodEnd = sub.current_period_end ? formatDate(sub.current_period_end) : null;
  return (
    <SectionCard
      title="Usage this period"
      description={
        periodEnd && !sub.ended_at
          ? `Billed with the renewal on ${periodEnd}, on top of the fixed price.`
          : "Usage since the period began."
      }
    >
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Usage this period">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Meter</Table.Th>
              <Table.Th>Unit price</Table.Th>
              <Table.Th ta="right">Consumed</Table.Th>
              <Table.Th ta="right">Credited</Table.Th>
              <Table.Th ta="right">Amount so far</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.meterId}>
                <Table.Td>
                  <Anchor component={Link} to={`/meters/${r.meterId}`} size="sm">
                    {r.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {r.unitPrice}
                    {r.cap ? ` (cap ${r.cap})` : ""}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatUnits(r.consumed)}</Table.Td>
                <Table.Td ta="right">{formatUnits(r.credited)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatMoney(r.amount, r.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
