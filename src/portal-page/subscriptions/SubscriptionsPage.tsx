import { SegmentedControl, Stack } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { calls, keys } from "../calls";
import { Pager } from "../rows";
import { PageTitle, QueryView } from "../ui";
import { SubscriptionRows } from "./SubscriptionRows";

/** `/subscriptions`: the customer's subscriptions, current ones first; ended ones on the second tab. */
export function SubscriptionsPage() {
  const [tab, setTab] = useState<"active" | "ended">("active");
  const [page, setPage] = useState(1);
  const query = { active: tab === "active", page, limit: 20 };
  const list = useQuery({
    queryKey: keys.subscriptionList(query),
    queryFn: () => calls.subscriptions(query),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg">
      <PageTitle title="Subscriptions" description="Your plans: change or cancel them here." />
      <SegmentedControl
        aria-label="Which subscriptions"
        data={[
          { value: "active", label: "Current" },
          { value: "ended", label: "Ended" },
        ]}
        value={tab}
        onChange={(v) => {
          setTab(v as "active" | "ended");
          setPage(1);
        }}
        w={{ base: "100%", xs: 260 }}
      />
      <QueryView
        query={list}
        label="subscriptions"
        isEmpty={(d) => d.items.length === 0}
        empty={tab === "active" ? "You have no current subscriptions." : "No subscription has ended."}
      >
        {(d) => (
          <Stack gap="sm">
            <SubscriptionRows items={d.items} />
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
