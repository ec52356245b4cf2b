import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "../../api/v1";
import { DeleteButton } from "../catalog/shared/DeleteButton";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { countryName, percentLabel } from "./format";
import { TaxRateForm } from "./TaxRateForm";
import { checkoutKeys, type TaxRate } from "./types";

function where(rate: TaxRate): string {
  return rate.state ? `${countryName(rate.country)} · ${rate.state}` : countryName(rate.country);
}

/** The tax rates checkouts charge, by the customer's billing country (and US state). */
export function TaxRatesPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TaxRate | "new" | null>(null);
  const list = useQuery({
    queryKey: [...checkoutKeys.taxRates, { page }],
    queryFn: () =>
      unwrap(api.GET("/v1/tax-rates/", { params: { query: { page, limit: 50, sorting: ["country"] } } })),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Tax rates"
        description="Checkouts add (or include) the rate of the customer's billing country; a US state's own rate wins over the country's. No rate, no tax."
      />
      {editing ? (
        <TaxRateForm
          key={editing === "new" ? "new" : editing.id}
          rate={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : (
        <Group>
          <Button onClick={() => setEditing("new")}>New tax rate</Button>
        </Group>
      )}
      <QueryState
        query={list}
        label="tax rates"
        isEmpty={(d) => d.items.length === 0}
        empty="No tax rates yet: checkouts charge no tax."
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Tax rates">
              {data.items.map((rate) => (
                <ListRow
                  key={rate.id}
                  title={`${rate.display_name} ${percentLabel(rate.basis_points)}`}
                  badges={
                    <Badge size="xs" variant="light" color={rate.inclusive ? "grape" : "blue"}>
                      {rate.inclusive ? "included in prices" : "added to prices"}
                    </Badge>
                  }
                  detail={<Text size="xs">{where(rate)}</Text>}
                  actions={
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing(rate)}
                        aria-label={`Edit ${rate.display_name} ${where(rate)}`}
                      >
                        Edit
                      </Button>
                      <DeleteButton
                        remove={() =>
                          unwrap(api.DELETE("/v1/tax-rates/{id}", { params: { path: { id: rate.id } } }))
                        }
                        name={`${rate.display_name} (${where(rate)})`}
                        what="tax rate"
                        queryKey={checkoutKeys.taxRates}
                        consequence="Open checkouts from there are charged no tax from now on."
                      />
                    </>
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
