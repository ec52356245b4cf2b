import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/v1";
import { formatDate } from "../../catalog/shared/format";
import { formatMoney } from "../../catalog/shared/money";
import { orderKeys, statusInfo } from "../../orders/types";
import { RecentList } from "./RecentList";

const QUERY = { limit: 5, sorting: ["-created_at" as const] };

/** The five newest orders, each linked to its page, with a link to all of them. */
export function RecentOrders() {
  const orders = useQuery({
    queryKey: orderKeys.list({ recent: QUERY }),
    queryFn: () => unwrap(api.GET("/v1/orders/", { params: { query: QUERY } })),
  });
  return (
    <RecentList
      title="Recent orders"
      allTo="/orders"
      allLabel="All orders"
      noun="orders"
      query={orders}
      toItems={(data) =>
        data.items.map((o) => ({
          id: o.id,
          to: `/orders/${o.id}`,
          title: o.product?.name ?? o.description,
          detail: `${o.customer.email} · ${formatDate(o.created_at)}`,
          amount: formatMoney(o.total_amount, o.currency),
          status: statusInfo(o.status),
        }))
      }
    />
  );
}
