import { formatDate } from "../catalog/shared/format";
import { formatMoney } from "../catalog/shared/money";
import type { ProrationPreview } from "./types";

/** One sentence on when the change applies and what is billed when. */
export function previewNote(p: ProrationPreview): string {
  const money = (n: number) => formatMoney(n, p.currency);
  if (p.proration_behavior === "next_period") {
    return `The new plan starts at the next renewal, on ${formatDate(p.applies_at)}; nothing is charged now.`;
  }
  if (p.due_now_amount > 0) {
    return `${money(p.due_now_amount)} is charged to the saved card now; the new plan applies at once.`;
  }
  if (p.net_amount !== 0) {
    return `The new plan applies at once; ${money(p.net_amount)} goes on the next renewal invoice (${formatDate(p.period_end)}).`;
  }
  return "The new plan applies at once; nothing is charged now.";
}
