import { Badge, Button, Group, Image, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, type Product, unwrap } from "../../../api/v1";
import { errorMessage } from "../../../components/errors";
import { catalogKeys } from "../shared/keys";
import { ListRow, RowList } from "../shared/ListRow";
import { PageHeader } from "../shared/PageHeader";
import { Pager } from "../shared/Pager";
import { QueryState } from "../shared/QueryState";
import { intervalLabel, pricesSummary } from "./priceSummary";

type ArchiveFilter = "active" | "archived" | "all";

export function ProductsPage() {
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 300);
  const [archived, setArchived] = useState<ArchiveFilter>("active");
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const products = useQuery({
    queryKey: [...catalogKeys.products, { query, archived, page }],
    queryFn: () =>
      unwrap(
        api.GET("/v1/products/", {
          params: {
            query: {
              query,
              is_archived: archived === "all" ? undefined : archived === "archived" ? "true" : "false",
              page,
              limit: 20,
              sorting: ["-created_at"],
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

  const setArchivedFlag = async (product: Product, value: boolean) => {
    try {
      await unwrap(
        api.PATCH("/v1/products/{id}", {
          params: { path: { id: product.id } },
          body: { is_archived: value },
        }),
      );
      notifications.show({ message: `${product.name} ${value ? "archived" : "restored"}` });
      await queryClient.invalidateQueries({ queryKey: catalogKeys.products });
    } catch (e) {
      notifications.show({ color: "red", message: errorMessage(e) });
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Products"
        description="What you sell: one-time purchases and subscriptions, with their prices and benefits."
        action={{ label: "New product", to: "/products/new" }}
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search products"
          placeholder="Name"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: "1 1 200px" }}
        />
        <SegmentedControl
          aria-label="Archived filter"
          value={archived}
          onChange={(v) => {
            setArchived(v as ArchiveFilter);
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
        query={products}
        label="products"
        isEmpty={(d) => d.items.length === 0}
        empty={
          query || archived !== "active" ? "No products match." : "No products yet. Create your first one."
        }
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Products">
              {data.items.map((p) => (
                <ListRow
                  key={p.id}
                  title={p.name}
                  to={`/products/${p.id}`}
                  leading={
                    p.medias[0] && "public_url" in p.medias[0] ? (
                      <Image src={p.medias[0].public_url} alt="" w={40} h={40} radius="sm" fit="cover" />
                    ) : undefined
                  }
                  badges={
                    <>
                      <Badge size="xs" variant="light" color={p.is_recurring ? "grape" : "blue"}>
                        {p.is_recurring ? "Recurring" : "One-time"}
                      </Badge>
                      {p.is_archived && (
                        <Badge size="xs" variant="light" color="gray">
                          Archived
                        </Badge>
                      )}
                      {p.visibility !== "public" && (
                        <Badge size="xs" variant="outline" color="gray">
                          {p.visibility}
                        </Badge>
                      )}
                    </>
                  }
                  detail={`${pricesSummary(p)} · ${intervalLabel(p)}`}
                  actions={
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => void setArchivedFlag(p, !p.is_archived)}
                      aria-label={`${p.is_archived ? "Unarchive" : "Archive"} ${p.name}`}
                    >
                      {p.is_archived ? "Unarchive" : "Archive"}
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
