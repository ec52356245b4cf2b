import { Badge, Group, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { api, type Benefit, unwrap } from "../../../api/v1";
import { DeleteButton } from "../shared/DeleteButton";
import { catalogKeys } from "../shared/keys";
import { ListRow, RowList } from "../shared/ListRow";
import { PageHeader } from "../shared/PageHeader";
import { Pager } from "../shared/Pager";
import { QueryState } from "../shared/QueryState";
import { useListQuery } from "../shared/useListQuery";
import { BENEFIT_TYPES, benefitTypeLabel } from "./types";

export function BenefitsPage() {
  const [type, setType] = useState<Benefit["type"] | null>(null);
  const { list, search, setSearch, query, page, setPage } = useListQuery(
    catalogKeys.benefits,
    (p) => unwrap(api.GET("/v1/benefits/", { params: { query: { ...p, type: type ? [type] : undefined } } })),
    { type: type ?? undefined },
  );
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Benefits"
        description="What customers get with a product: license keys, files, notes, credits, access."
        action={{ label: "New benefit", to: "/benefits/new" }}
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search benefits"
          placeholder="Description"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: "1 1 200px" }}
        />
        <Select
          label="Type"
          placeholder="All types"
          data={BENEFIT_TYPES}
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          clearable
          style={{ flex: "0 1 200px" }}
        />
      </Group>
      <QueryState
        query={list}
        label="benefits"
        isEmpty={(d) => d.items.length === 0}
        empty={query || type ? "No benefits match." : "No benefits yet."}
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Benefits">
              {data.items.map((b) => (
                <ListRow
                  key={b.id}
                  title={b.description}
                  to={`/benefits/${b.id}`}
                  badges={
                    <Badge size="xs" variant="light">
                      {benefitTypeLabel(b.type)}
                    </Badge>
                  }
                  actions={
                    <DeleteButton
                      remove={() =>
                        unwrap(api.DELETE("/v1/benefits/{id}", { params: { path: { id: b.id } } }))
                      }
                      name={b.description}
                      what="benefit"
                      queryKey={catalogKeys.benefits}
                      consequence="Customers who were granted it lose it."
                      disabled={b.deletable === false}
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
