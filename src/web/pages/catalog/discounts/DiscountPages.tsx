import { Badge, Stack, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { api, type Discount, unwrap } from "../../../api/v1";
import { DeleteButton } from "../shared/DeleteButton";
import { formatDate } from "../shared/format";
import { catalogKeys } from "../shared/keys";
import { ListRow, RowList } from "../shared/ListRow";
import { formatMoney, fromMinor } from "../shared/money";
import { PageHeader } from "../shared/PageHeader";
import { Pager } from "../shared/Pager";
import { QueryState } from "../shared/QueryState";
import { useListQuery } from "../shared/useListQuery";
import { DiscountForm } from "./DiscountForm";

function describe(d: Discount): string {
  const off =
    d.type === "percentage"
      ? `${fromMinor(d.basis_points ?? 0, "usd").replace(/\.?0+$/, "")}% off`
      : d.amounts && Object.keys(d.amounts).length
        ? `${Object.entries(d.amounts)
            .map(([c, a]) => formatMoney(a, c))
            .join(" / ")} off`
        : `${formatMoney(d.amount ?? 0, d.currency ?? "usd")} off`;
  const duration =
    d.duration === "repeating"
      ? `for ${d.duration_in_months} months`
      : d.duration === "forever"
        ? "forever"
        : "once";
  const limits = [
    d.max_redemptions != null ? `${d.redemptions_count ?? 0}/${d.max_redemptions} used` : null,
    d.ends_at ? `ends ${formatDate(d.ends_at)}` : null,
  ].filter(Boolean);
  return [`${off} ${duration}`, ...limits].join(" · ");
}

export function DiscountsPage() {
  const { list, search, setSearch, query, page, setPage } = useListQuery(catalogKeys.discounts, (p) =>
    unwrap(api.GET("/v1/discounts/", { params: { query: p } })),
  );
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Discounts"
        description="Percentage or fixed reductions, with codes and limits."
        action={{ label: "New discount", to: "/discounts/new" }}
      />
      <TextInput
        label="Search discounts"
        placeholder="Name or code"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={400}
      />
      <QueryState
        query={list}
        label="discounts"
        isEmpty={(d) => d.items.length === 0}
        empty={query ? "No discounts match." : "No discounts yet."}
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Discounts">
              {data.items.map((d) => (
                <ListRow
                  key={d.id}
                  title={d.name}
                  to={`/discounts/${d.id}`}
                  badges={
                    d.code ? (
                      <Badge size="xs" variant="outline" ff="monospace">
                        {d.code}
                      </Badge>
                    ) : undefined
                  }
                  detail={describe(d)}
                  actions={
                    <DeleteButton
                      remove={() =>
                        unwrap(api.DELETE("/v1/discounts/{id}", { params: { path: { id: d.id } } }))
                      }
                      name={d.name}
                      what="discount"
                      queryKey={catalogKeys.discounts}
                    />
                  }
                />
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

export function NewDiscountPage() {
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title="New discount" back={{ label: "Discounts", to: "/discounts" }} />
      <DiscountForm />
    </Stack>
  );
}

export function EditDiscountPage() {
  const { id = "" } = useParams();
  const discount = useQuery({
    queryKey: [...catalogKeys.discounts, "one", id],
    queryFn: () => unwrap(api.GET("/v1/discounts/{id}", { params: { path: { id } } })),
  });
  return (
    <Stack gap="lg" maw={720}>
      <QueryState query={discount} label="the discount">
        {(d) => (
          <>
            <PageHeader title={d.name} back={{ label: "Discounts", to: "/discounts" }} />
            <DiscountForm key={d.id} discount={d} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
