import { Badge, Button, Group, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { api, type Meter, unwrap } from "../../../api/v1";
import { errorMessage } from "../../../components/errors";
import { catalogKeys } from "../shared/keys";
import { ListRow, RowList } from "../shared/ListRow";
import { PageHeader } from "../shared/PageHeader";
import { Pager } from "../shared/Pager";
import { QueryState } from "../shared/QueryState";
import { useListQuery } from "../shared/useListQuery";
import { describeMeter } from "./describe";
import { MeterForm } from "./MeterForm";

export function MetersPage() {
  const [archived, setArchived] = useState("active");
  const isArchived = archived === "all" ? undefined : archived === "archived" ? "true" : "false";
  const { list, search, setSearch, query, page, setPage } = useListQuery(
    catalogKeys.meters,
    (p) => unwrap(api.GET("/v1/meters/", { params: { query: { ...p, is_archived: isArchived } } })),
    { is_archived: isArchived },
  );
  const queryClient = useQueryClient();
  const toggle = async (m: Meter) => {
    const value = !m.archived_at;
    try {
      await unwrap(
        api.PATCH("/v1/meters/{id}", { params: { path: { id: m.id } }, body: { is_archived: value } }),
      );
      notifications.show({ message: `${m.name} ${value ? "archived" : "restored"}` });
      await queryClient.invalidateQueries({ queryKey: catalogKeys.meters });
    } catch (e) {
      notifications.show({ color: "red", message: errorMessage(e) });
    }
  };
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Meters"
        description="Aggregate ingested usage events for usage-based prices and credits."
        action={{ label: "New meter", to: "/meters/new" }}
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search meters"
          placeholder="Name"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: "1 1 200px" }}
        />
        <SegmentedControl
          aria-label="Archived filter"
          value={archived}
          onChange={(v) => {
            setArchived(v);
            setPage(1);
          }}
          data={[
            { value: "active", label: "Active" },
            { value: "archived", label: "Archived" },
            { value: "all", label: "All" },
          ]}
        />
      </Group>
      <QueryState
        query={list}
        label="meters"
        isEmpty={(d) => d.items.length === 0}
        empty={query || archived !== "active" ? "No meters match." : "No meters yet."}
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Meters">
              {data.items.map((m) => (
                <ListRow
                  key={m.id}
                  title={m.name}
                  to={`/meters/${m.id}`}
                  badges={
                    m.archived_at ? (
                      <Badge size="xs" color="gray">
                        Archived
                      </Badge>
                    ) : undefined
                  }
                  detail={describeMeter(m)}
                  actions={
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => void toggle(m)}
                      aria-label={`${m.archived_at ? "Unarchive" : "Archive"} ${m.name}`}
                    >
                      {m.archived_at ? "Unarchive" : "Archive"}
                    </Button>
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

export function NewMeterPage() {
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title="New meter" back={{ label: "Meters", to: "/meters" }} />
      <MeterForm />
    </Stack>
  );
}

export function EditMeterPage() {
  const { id = "" } = useParams();
  const meter = useQuery({
    queryKey: [...catalogKeys.meters, "one", id],
    queryFn: () => unwrap(api.GET("/v1/meters/{id}", { params: { path: { id } } })),
  });
  return (
    <Stack gap="lg" maw={820}>
      <QueryState query={meter} label="the meter">
        {(m) => (
          <>
            <PageHeader title={`Edit ${m.name}`} back={{ label: m.name, to: `/meters/${m.id}` }} />
            <MeterForm key={m.id} meter={m} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
