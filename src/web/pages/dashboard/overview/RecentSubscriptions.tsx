import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/v1";
import { formatDate } from "../../catalog/shared/format";
import { formatMoney } from "../../catalog/shared/money";
import { formatInterval } from "../../subscriptions/filters";
import { statusInfo, subscriptionKeys } from "../../subscriptions/types";
import { RecentList } from "./RecentList";

const QUERY = { limit: 5, sorting: ["-started_at" as const] };

/** The five newest subscriptions, each linked to its page, with a link to all of them. */
export function RecentSubscriptions() {
  const subscriptions = useQuery({
    queryKey: subscriptionKeys.list({ recent: QUERY }),
    queryFn: () => unwrap(api.GET("/v1/subscriptions/", { params: { query: QUERY } })),
  });
  return (
    <RecentList
      title="Recent subscriptions"
      allTo="/subscriptions"
      allLabel="All subscriptions"
      noun="subscriptions"
      query={subscriptions}
      toItems={(data) =>
        data.items.map((s) => ({
          id: s.id,
          to: `/subscriptions/${s.id}`,
          title: s.product.name,
          detail: `${s.customer.email} · since ${formatDate(s.started_at ?? s.created_at)}`,
          amount: `${formatMoney(s.amount, s.currency)} / ${formatInterval(s.recurring_interval, s.recurring_interval_count)}`,
          status: statusInfo(s.status),
        }))
      }
    />
  );
}
