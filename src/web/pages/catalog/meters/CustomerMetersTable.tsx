import { Anchor, Stack, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { paths } from "../../../api/schema.gen";
import { api, type Meter, unwrap } from "../../../api/v1";
import { SectionCard } from "../../../components/SectionCard";
import { customerTitle } from "../../customers/draft";
import { formatDateTime } from "../shared/format";
import { Pager } from "../shared/Pager";
import { QueryState } from "../shared/QueryState";
import { SendUsage } from "./SendUsage";
import { SortableTh } from "./SortableTh";
import { formatUnits } from "./usage";
import { usageKeys } from "./useQuantities";

type ListQuery = NonNullable<paths["/v1/customer-meters/"]["get"]["parameters"]["query"]>;
type Sort = NonNullable<ListQuery["sorting"]>[number];
type Field = Exclude<Sort, `-${string}`>;

const COLUMNS: { label: string; field: Field; align: "left" | "right" }[] = [
  { label: "Customer", field: "customer_name", align: "left" },
  { label: "Consumed", field: "consumed_units", align: "right" },
  { label: "Credited", field: "credited_units", align: "right" },
  { label: "Balance", field: "balance", align: "right" },
  { label: "Last updated", field: "modified_at", align: "right" },
];

/** The meter's customers with consumed, credited and balance since their last reset (`GET /v1/customer-meters/`). */
export function CustomerMetersTable({ meter }: { meter: Meter }) {
  const [sort, setSort] = useState<Sort>("-consumed_units");
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: [...usageKeys.customerMeters, { meter: meter.id, sort, page }],
    queryFn: () =>
      unwrap(
        api.GET("/v1/customer-meters/", {
          params: { query: { meter_id: [meter.id], sorting: [sort], page, limit: 20 } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <SectionCard title="Customers" description="Usage since each customer's last reset (billing period).">
      <QueryState query={rows} label="the meter's customers">
        {(data) =>
          data.items.length === 0 ? (
            <SendUsage meter={meter} intro="No customer has usage on this meter yet." />
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={560}>
                <Table aria-label="Customer usage" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      {COLUMNS.map((c) => (
                        <SortableTh
                          key={c.field}
                          label={c.label}
                          field={c.field}
                          align={c.align}
                          sort={sort}
                          onSort={(next) => {
                            setSort(next);
                            setPage(1);
                          }}
                        />
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/customers/${row.customer_id}`} size="sm">
                            {customerTitle(row.customer)}
                          </Anchor>
                          {row.customer.external_id && (
                            <Text size="xs" c="dimmed" ff="monospace">
                              {row.customer.external_id}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">{formatUnits(row.consumed_units)}</Table.Td>
                        <Table.Td ta="right">{formatUnits(row.credited_units)}</Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {formatUnits(row.balance)}
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="sm" c="dimmed">
                            {formatDateTime(row.modified_at ?? row.created_at)}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager
                page={page}
                maxPage={data.pagination.max_page}
                total={data.pagination.total_count}
                onChange={setPage}
              />
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
