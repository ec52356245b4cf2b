import { Button, Group, NativeSelect, Pagination, Stack, Text, TextInput, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { EmptyState, Loading } from "../../components/PageState";
import { unwrap } from "../../components/result";
import { CreateUserModal } from "./CreateUserModal";
import { UsersTable } from "./UsersTable";

const PAGE_SIZE = 20;

/** /admin/users: search, create and manage the accounts of this installation. */
export function UsersPage() {
  const [input, setInput] = useState("");
  const [field, setField] = useState<"email" | "name">("email");
  const [search, setSearch] = useState<{ value: string; field: "email" | "name" }>({
    value: "",
    field: "email",
  });
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const users = useQuery({
    queryKey: ["admin-users", search, page],
    queryFn: () =>
      unwrap(
        authClient.admin.listUsers({
          query: {
            ...(search.value ? { searchValue: search.value, searchField: search.field } : {}),
            limit: PAGE_SIZE,
            offset: (page - 1) * PAGE_SIZE,
            sortBy: "createdAt",
            sortDirection: "desc",
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = input.trim();
    setSearch({ value: field === "email" ? value.toLowerCase() : value, field });
    setPage(1);
  };

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Users</Title>
          <Text c="dimmed" size="sm">
            Every account of this Kassa installation
          </Text>
        </div>
        <Button onClick={() => setCreating(true)}>Create user</Button>
      </Group>
      <form onSubmit={submit}>
        <Group align="flex-end" wrap="wrap" gap="xs">
          <TextInput
            label="Search users"
            placeholder={field === "email" ? "part of an email address" : "part of a name"}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            style={{ flex: 1 }}
            miw={200}
          />
          <NativeSelect
            label="Search in"
            value={field}
            onChange={(e) => setField(e.currentTarget.value as "email" | "name")}
            data={[
              { value: "email", label: "Email" },
              { value: "name", label: "Name" },
            ]}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      <ErrorAlert message={actionError} onClose={() => setActionError(null)} />
      {users.isPending ? (
        <Loading label="Loading users" />
      ) : users.error ? (
        <ErrorAlert title="Could not load the users">{users.error.message}</ErrorAlert>
      ) : users.data.users.length === 0 ? (
        <EmptyState>{search.value ? `No user matches “${search.value}”.` : "No users yet."}</EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {total} user{total === 1 ? "" : "s"}
            {search.value ? ` matching “${search.value}”` : ""}
          </Text>
          <UsersTable users={users.data.users} onError={setActionError} />
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of users" />
          )}
        </>
      )}
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
