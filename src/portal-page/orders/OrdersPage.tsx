import { Stack } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { calls, keys } from "../calls";
import { Pager } from "../rows";
import { PageTitle, QueryView } from "../ui";
import { OrderRows } from "./OrderRows";

/** `/orders`: every order of the customer, newest first. */
export function OrdersPage() {
  const [page, setPage] = useState(1);
  const query = { page, limit: 20 };
  const list = useQuery({
    queryKey: keys.orderList(query),
    queryFn: () => calls.orders(query),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg">
      <PageTitle title="Orders" description="Everything you bought, with invoices and receipts." />
      <QueryView
        query={list}
        label="orders"
        isEmpty={(d) => d.items.length === 0}
        empty="You have no orders yet."
      >
        {(d) => (
          <Stack gap="sm">
            <OrderRows items={d.items} />
            <Pager
              page={page}
              maxPage={d.pagination.max_page}
              total={d.pagination.total_count}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
