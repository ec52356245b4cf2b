import { Anchor, Badge, Button, CopyButton, Group, Select, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue, useDisclosure } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "../../api/v1";
import { formatDateTime } from "../catalog/shared/format";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { formatMoney } from "../catalog/shared/money";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { STATUS_COLORS } from "./format";
import { NewCheckoutForm } from "./NewCheckoutForm";
import { type CheckoutStatus, checkoutKeys, type SellerCheckout } from "./types";

const STATUSES: { value: CheckoutStatus | ""; label: string }[] = [
  { value: "", label: "All statuses" },
  { value: "open", label: "Open" },
  { value: "confirmed", label: "Confirmed" },
  { value: "succeeded", label: "Succeeded" },
  { value: "failed", label: "Failed" },
  { value: "expired", label: "Expired" },
];

/** Checkout sessions: who is buying what, and how it ended; create one and open its payment page. */
export function CheckoutsPage() {
  const [status, setStatus] = useState<CheckoutStatus | "">("");
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [creating, { open, close }] = useDisclosure(false);
  const list = useQuery({
    queryKey: [...checkoutKeys.checkouts, { status, query, page }],
    queryFn: () =>
      unwrap(
        api.GET("/v1/checkouts/", {
          params: {
            query: {
              status: status ? [status] : undefined,
              query,
              page,
              limit: 20,
              sorting: ["-created_at"],
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Checkouts"
        description="Checkout sessions opened for your products, by you, your site or a checkout link."
      />
      {creating ? (
        <NewCheckoutForm onClose={close} />
      ) : (
        <Group>
          <Button onClick={open}>New checkout</Button>
        </Group>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search by customer email"
          placeholder="name@example.com"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: "1 1 220px" }}
        />
        <Select
          label="Status"
          data={STATUSES}
          value={status}
          onChange={(v) => {
            setStatus((v ?? "") as CheckoutStatus | "");
            setPage(1);
          }}
          allowDeselect={false}
          w={180}
        />
      </Group>
      <QueryState
        query={list}
        label="checkouts"
        isEmpty={(d) => d.items.length === 0}
        empty={status || query ? "No checkouts match." : "No checkouts yet."}
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Checkouts">
              {data.items.map((c) => (
                <CheckoutRow key={c.id} checkout={c} />
              ))}
            </RowList>
            <Pager
              page={page}
              maxPage={data.pagination.max_page}
              total={data.pagination.total_count}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function CheckoutRow({ checkout: c }: { checkout: SellerCheckout }) {
  return (
    <ListRow
      title={c.product?.name || c.products.map((p) => p.name).join(", ") || "Checkout"}
      badges={
        <>
          <Badge size="xs" variant="light" color={STATUS_COLORS[c.status]}>
            {c.status}
          </Badge>
          {c.discount && (
            <Badge size="xs" variant="outline" color="gray">
              {c.discount.code ?? c.discount.name}
            </Badge>
          )}
        </>
      }
      detail={[
        formatMoney(c.total_amount, c.currency),
        c.customer_email ?? "no email yet",
        formatDateTime(c.created_at),
      ].join(" · ")}
      actions={
        c.status === "open" ? (
          <>
            <CopyButton value={c.url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy} aria-label={`Copy the URL of ${c.id}`}>
                  {copied ? "Copied" : "Copy URL"}
                </Button>
              )}
            </CopyButton>
            <Anchor href={c.url} target="_blank" rel="noopener" size="sm">
              Open
            </Anchor>
          </>
        ) : undefined
      }
    />
  );
}
