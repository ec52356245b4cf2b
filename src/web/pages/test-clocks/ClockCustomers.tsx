import { Badge, Button, Group, Paper, Select, Stack, Table, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { api, type Schemas, unwrap } from "../../api/v1";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { formatDateTime } from "../catalog/shared/format";
import { formatMoney } from "../catalog/shared/money";
import { QueryState } from "../catalog/shared/QueryState";
import type { Order } from "../orders/types";
import { type ClockSubscription, clockKeys, type TestClock } from "./api";

/** Picks one of the organization's customers (search by email or name) and attaches it to the clock. */
export function AttachCustomer({ clock }: { clock: TestClock }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [value, setValue] = useState<string | null>(null);
  const [query] = useDebouncedValue(search.trim(), 300);
  const customers = useQuery({
    queryKey: ["v1", "customers", "picker", query],
    queryFn: () => unwrap(api.GET("/v1/customers/", { params: { query: { query, limit: 20 } } })),
    placeholderData: keepPreviousData,
  });
  const attach = useMutation({
    mutationFn: (customerId: string) =>
      unwrap(
        api.POST("/v1/test-clocks/{id}/customers", {
          params: { path: { id: clock.id } },
          body: { customer_id: customerId },
        }),
      ),
    onSuccess: async () => {
      setValue(null);
      setSearch("");
      await queryClient.invalidateQueries({ queryKey: clockKeys.all });
    },
  });
  const options = (customers.data?.items ?? [])
    .filter((c) => !clock.customer_ids.includes(c.id))
    .map((c) => ({ value: c.id, label: c.name ? `${c.name} (${c.email})` : c.email }));
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Attach a customer"
          placeholder="Search by email or name"
          searchable
          clearable
          data={options}
          value={value}
          onChange={setValue}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={customers.isFetching ? "Searching…" : "No customer found"}
          filter={({ options: all }) => all}
          w={{ base: "100%", sm: 340 }}
        />
        <Button
          onClick={() => value && attach.mutate(value)}
          disabled={!value || clock.status === "advancing"}
          loading={attach.isPending}
        >
          Attach
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        The customer's subscriptions move to the clock: they renew only when you advance it.
      </Text>
      {attach.isError && <ErrorAlert title="Could not attach" message={errorMessage(attach.error)} />}
    </Stack>
  );
}

interface CustomerOnClock {
  customer: Schemas["Customer"];
  subscriptions: ClockSubscription[];
  orders: Order[];
}

/** The clock's customers with their subscriptions and latest orders; refetched whenever the clock moves. */
export function ClockCustomers({ clock }: { clock: TestClock }) {
  const data = useQuery({
    queryKey: [
      ...clockKeys.customers(clock.id),
      clock.customer_ids.join(","),
      clock.frozen_time,
      clock.status,
    ],
    queryFn: () =>
      Promise.all(
        clock.customer_ids.map(
          async (id): Promise<CustomerOnClock> => ({
            customer: await unwrap(api.GET("/v1/customers/{id}", { params: { path: { id } } })),
            subscriptions: (
              await unwrap(
                api.GET("/v1/subscriptions/", {
                  params: {
                    query: {
                      customer_id: [id],
                      limit: 100,
                    },
                  },
                }),
              )
            ).items,
            orders: (
              await unwrap(
                api.GET("/v1/orders/", {
                  params: {
                    query: {
                      customer_id: [id],
                      limit: 10,
                      sorting: ["-created_at"],
                    },
                  },
                }),
              )
            ).items,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryState
      query={data}
      label="customers"
      isEmpty={(d) => d.length === 0}
      empty="No customer is attached to this clock yet."
    >
      {(rows) => (
        <Stack gap="sm" component="ul" p={0} m={0} aria-label="Clock customers">
          {rows.map(({ customer, subscriptions, orders }) => (
            <Paper key={customer.id} withBorder p="sm" component="li" style={{ listStyle: "none" }}>
              <Stack gap="xs">
                <Text component={Link} to={`/customers/${customer.id}`} fw={600} size="sm" c="blue">
                  {customer.name ? `${customer.name} (${customer.email})` : customer.email}
                </Text>
                {subscriptions.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    No subscriptions.
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={420}>
                    <Table aria-label={`Subscriptions of ${customer.email}`} verticalSpacing={4} fz="sm">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Subscription</Table.Th>
                          <Table.Th>Status</Table.Th>
                          <Table.Th>Current period ends</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {subscriptions.map((s) => (
                          <Table.Tr key={s.id}>
                            <Table.Td>
                              {s.product.name} · {formatMoney(s.amount, s.currency)}
                            </Table.Td>
                            <Table.Td style={{ whiteSpace: "nowrap" }}>
                              <Badge
                                size="xs"
                                variant="light"
                                color={s.status === "active" ? "green" : "gray"}
                                style={{ minWidth: "max-content" }}
                              >
                                {s.status}
                              </Badge>
                              {s.cancel_at_period_end && s.status === "active" && (
                                <Text span size="xs" c="dimmed">
                                  {" "}
                                  cancels at period end
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td>{formatDateTime(s.current_period_end)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
                {orders.length > 0 && (
                  <Table.ScrollContainer minWidth={420}>
                    <Table aria-label={`Orders of ${customer.email}`} verticalSpacing={4} fz="sm">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Order</Table.Th>
                          <Table.Th>Reason</Table.Th>
                          <Table.Th>Status</Table.Th>
                          <Table.Th>Total</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {orders.map((o) => (
                          <Table.Tr key={o.id}>
                            <Table.Td>
                              <Text component={Link} to={`/orders/${o.id}`} size="sm" c="blue">
                                {formatDateTime(o.created_at)}
                              </Text>
                            </Table.Td>
                            <Table.Td>{o.billing_reason}</Table.Td>
                            <Table.Td>{o.status}</Table.Td>
                            <Table.Td>{formatMoney(o.total_amount, o.currency)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
