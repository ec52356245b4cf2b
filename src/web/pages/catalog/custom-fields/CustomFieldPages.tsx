import { Badge, Group, Select, Stack, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { api, type CustomField, unwrap } from "../../../api/v1";
import { DeleteButton } from "../shared/DeleteButton";
import { catalogKeys } from "../shared/keys";
import { ListRow, RowList } from "../shared/ListRow";
import { PageHeader } from "../shared/PageHeader";
import { Pager } from "../shared/Pager";
import { QueryState } from "../shared/QueryState";
import { useListQuery } from "../shared/useListQuery";
import { CustomFieldForm, FIELD_TYPES } from "./CustomFieldForm";

export function CustomFieldsPage() {
  const [type, setType] = useState<CustomField["type"] | null>(null);
  const { list, search, setSearch, query, page, setPage } = useListQuery(
    catalogKeys.customFields,
    (p) =>
      unwrap(api.GET("/v1/custom-fields/", { params: { query: { ...p, type: type ? [type] : undefined } } })),
    { type: type ?? undefined },
  );
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Custom fields"
        description="Extra questions customers answer at checkout."
        action={{ label: "New custom field", to: "/custom-fields/new" }}
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search custom fields"
          placeholder="Name or slug"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: "1 1 200px" }}
        />
        <Select
          label="Type"
          placeholder="All types"
          data={FIELD_TYPES}
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          clearable
          style={{ flex: "0 1 180px" }}
        />
      </Group>
      <QueryState
        query={list}
        label="custom fields"
        isEmpty={(d) => d.items.length === 0}
        empty={query || type ? "No custom fields match." : "No custom fields yet."}
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Custom fields">
              {data.items.map((f) => (
                <ListRow
                  key={f.id}
                  title={f.name}
                  to={`/custom-fields/${f.id}`}
                  badges={
                    <Badge size="xs" variant="light">
                      {f.type}
                    </Badge>
                  }
                  detail={f.slug}
                  actions={
                    <DeleteButton
                      remove={() =>
                        unwrap(api.DELETE("/v1/custom-fields/{id}", { params: { path: { id: f.id } } }))
                      }
                      name={f.name}
                      what="custom field"
                      queryKey={catalogKeys.customFields}
                      consequence="It is removed from every product's checkout."
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

export function NewCustomFieldPage() {
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title="New custom field" back={{ label: "Custom fields", to: "/custom-fields" }} />
      <CustomFieldForm />
    </Stack>
  );
}

export function EditCustomFieldPage() {
  const { id = "" } = useParams();
  const field = useQuery({
    queryKey: [...catalogKeys.customFields, "one", id],
    queryFn: () => unwrap(api.GET("/v1/custom-fields/{id}", { params: { path: { id } } })),
  });
  return (
    <Stack gap="lg" maw={720}>
      <QueryState query={field} label="the custom field">
        {(f) => (
          <>
            <PageHeader title={f.name} back={{ label: "Custom fields", to: "/custom-fields" }} />
            <CustomFieldForm key={f.id} field={f} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
