import { Badge, Group, Select, Stack, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { type CustomField, v1 } from "../../../api/v1";
import { DeleteButton } from "../shared/DeleteButton";
import { catalogKeys } from "../shared/keys";
import { ListRow, RowList } from "../shared/ListRow";
import { PageHeader } from "../shared/PageHeader";
import { Pager } from "../shared/Pager";
import { QueryState } from "../shared/QueryState";
import { useListQuery } from "../shared/useListQuery";
import { CustomFieldForm, FIELD_TYPES } from "./CustomFieldForm";

export function CustomFieldsPage() {
  const [type, setType] = useState<string | null>(null);
  const { list, search, setSearch, query, page, setPage } = useListQuery<CustomField>(
    catalogKeys.customFields,
    "/custom-fields/",
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
                      path={`/custom-fields/${f.id}`}
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
    queryFn: () => v1.get<CustomField>(`/custom-fields/${id}`),
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
