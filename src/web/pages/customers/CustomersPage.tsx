import { Anchor, Avatar, Badge, Group, Stack, TextInput } from "@mantine/core";
import { api, unwrap } from "../../api/v1";
import { useCustomerAvatars } from "../../components/useCustomerAvatars";
import { formatDate } from "../catalog/shared/format";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { useListQuery } from "../catalog/shared/useListQuery";
import { customerTitle } from "./draft";
import { type Customer, customerKeys } from "./types";

/** Initials for the avatar placeholder (no Gravatar, or Gravatar images not enabled). */
function initials(c: Customer): string {
  const source = customerTitle(c).replace(/@.*/, "");
  return source
    .split(/[\s._-]+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
}

export function CustomersPage() {
  const avatars = useCustomerAvatars();
  const { list, search, setSearch, query, page, setPage } = useListQuery(customerKeys.all, (p) =>
    unwrap(api.GET("/v1/customers/", { params: { query: p } })),
  );
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Customers"
        description="Everyone who bought from you, or whom you added through the API."
      />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Search customers"
          placeholder="Email, name or external ID"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={400}
          style={{ flex: "1 1 260px" }}
        />
        <Anchor href="/v1/customers/export" size="sm" download="customers.csv">
          Export CSV
        </Anchor>
      </Group>
      <QueryState
        query={list}
        label="customers"
        isEmpty={(d) => d.items.length === 0}
        empty={
          query ? "No customers match." : "No customers yet. They appear here after their first purchase."
        }
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Customers">
              {data.items.map((c) => (
                <ListRow
                  key={c.id}
                  title={customerTitle(c)}
                  to={`/customers/${c.id}`}
                  leading={
                    <Avatar src={avatars ? c.avatar_url : null} alt="" radius="xl" size="md">
                      {initials(c)}
                    </Avatar>
                  }
                  badges={
                    c.external_id ? (
                      <Badge size="xs" variant="outline" ff="monospace" tt="none" title="External ID">
                        {c.external_id}
                      </Badge>
                    ) : undefined
                  }
                  detail={[c.name ? c.email : null, `Customer since ${formatDate(c.created_at)}`]
                    .filter(Boolean)
                    .join(" · ")}
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
