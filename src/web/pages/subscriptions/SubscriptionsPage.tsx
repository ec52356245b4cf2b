import { Badge, Group, MultiSelect, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../api/v1";
import { useUrlFilters } from "../../components/useUrlFilters";
import { formatDate } from "../catalog/shared/format";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { formatMoney } from "../catalog/shared/money";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { CustomerFilter } from "../orders/OrdersPage";
import {
  filtersFromParams,
  filtersToApiQuery,
  filtersToParams,
  filtersToQuery,
  formatInterval,
  SORTINGS,
  type SubscriptionFilters,
} from "./filters";
import { useRecurringProducts } from "./queries";
import { SUBSCRIPTION_STATUSES, type Subscription, statusInfo, subscriptionKeys } from "./types";

/** The row of one subscription: customer, product, status, amount per interval, renewal or end. */
function SubscriptionRow({ s }: { s: Subscription }) {
  const status = statusInfo(s.status);
  const who = s.customer.name ? `${s.customer.name} (${s.customer.email})` : s.customer.email;
  const when = s.ended_at
    ? `ended ${formatDate(s.ended_at)}`
    : s.cancel_at_period_end
      ? `ends ${formatDate(s.ends_at ?? s.current_period_end)}`
      : `renews ${formatDate(s.current_period_end)}`;
  return (
    <ListRow
      title={who}
      to={`/subscriptions/${s.id}`}
      badges={
        <>
          <Badge size="xs" variant="light" color={status.color}>
            {status.label}
          </Badge>
          {s.cancel_at_period_end && !s.ended_at && (
            <Badge size="xs" variant="outline" color="orange">
              Cancels at period end
            </Badge>
          )}
        </>
      }
      detail={`${s.product.name} · ${when}`}
      actions={
        <Text size="sm" fw={600}>
          {formatMoney(s.amount, s.currency)} /{" "}
          {formatInterval(s.recurring_interval, s.recurring_interval_count)}
        </Text>
      }
    />
  );
}

/** `/subscriptions`: every subscription of the organization, filtered, sorted and paged. */
export function SubscriptionsPage() {
  const [params, setParams] = useUrlFilters();
  const filters = filtersFromParams(params);
  const update = (patch: Partial<SubscriptionFilters>) =>
    setParams((current) =>
      filtersToParams({ ...filtersFromParams(current), ...patch, page: patch.page ?? 1 }),
    );
  const products = useRecurringProducts();
  const list = useQuery({
    queryKey: subscriptionKeys.list(filtersToQuery(filters)),
    queryFn: () => unwrap(api.GET("/v1/subscriptions/", { params: { query: filtersToApiQuery(filters) } })),
    placeholderData: keepPreviousData,
  });
  const filtered =
    filters.status.length > 0 || filters.productId || filters.customerId || filters.active !== null;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Subscriptions"
        description="Recurring plans your customers pay for: renewals, cancellations, plan changes."
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MultiSelect
          label="Status"
          placeholder={filters.status.length ? undefined : "All statuses"}
          clearable
          data={SUBSCRIPTION_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
          value={filters.status}
          onChange={(v) => update({ status: v as SubscriptionFilters["status"] })}
          w={{ base: "100%", sm: 260 }}
        />
        <Select
          label="Product"
          placeholder="All products"
          clearable
          searchable
          data={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={filters.productId}
          onChange={(v) => update({ productId: v })}
          w={{ base: "100%", sm: 220 }}
        />
        <CustomerFilter value={filters.customerId} onChange={(v) => update({ customerId: v })} />
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap" justify="space-between">
        <SegmentedControl
          aria-label="Active"
          data={[
            { value: "all", label: "All" },
            { value: "true", label: "Active" },
            { value: "false", label: "Ended" },
          ]}
          value={filters.active === null ? "all" : String(filters.active)}
          onChange={(v) => update({ active: v === "all" ? null : v === "true" })}
        />
        <Select
          label="Sort by"
          data={SORTINGS}
          value={filters.sorting}
          onChange={(v) => v && update({ sorting: v })}
          allowDeselect={false}
          w={{ base: "100%", sm: 200 }}
        />
      </Group>
      <QueryState
        query={list}
        label="subscriptions"
        isEmpty={(d) => d.items.length === 0}
        empty={filtered ? "No subscriptions match these filters." : "No subscriptions yet."}
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Subscriptions">
              {data.items.map((s) => (
                <SubscriptionRow key={s.id} s={s} />
              ))}
            </RowList>
            <Pager
              page={filters.page}
              maxPage={data.pagination.max_page}
              total={data.pagination.total_count}
              onChange={(p) => update({ page: p })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
