import { Anchor, Button, Group, Pagination, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { apiFetch } from "../../api/http";
import { ErrorAlert } from "../../components/ErrorAlert";
import { EmptyState, Loading } from "../../components/PageState";
import { EmailStatus } from "./EmailStatus";
import type { OutboxPage } from "./types";

const PAGE_SIZE = 20;

/** /admin/emails: the local email outbox, newest first; filter by recipient (kept in the URL). */
export function EmailsPage() {
  const [params, setParams] = useSearchParams();
  const to = params.get("to") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [input, setInput] = useState(to);

  const emails = useQuery({
    queryKey: ["admin-emails", to, page],
    queryFn: () =>
      apiFetch<OutboxPage>(
        `/api/admin/emails?${new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE), ...(to ? { to } : {}) })}`,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });

  const go = (next: { to?: string; page?: number }) => {
    const p = new URLSearchParams();
    const nextTo = next.to ?? to;
    if (nextTo) p.set("to", nextTo);
    if ((next.page ?? 1) > 1) p.set("page", String(next.page));
    setParams(p);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Email outbox</Title>
        <Text c="dimmed" size="sm">
          Every email Kassa sent or queued. Open one to read it and follow its links.
        </Text>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          go({ to: input.trim(), page: 1 });
        }}
      >
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="Recipient"
            placeholder="email address or part of it"
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            style={{ flex: 1 }}
            miw={200}
          />
          <Button type="submit" variant="default">
            Filter
          </Button>
          {to && (
            <Button
              variant="subtle"
              onClick={() => {
                setInput("");
                go({ to: "", page: 1 });
              }}
            >
              Clear
            </Button>
          )}
        </Group>
      </form>
      {emails.isPending ? (
        <Loading label="Loading emails" />
      ) : emails.error ? (
        <ErrorAlert title="Could not load the outbox">{emails.error.message}</ErrorAlert>
      ) : emails.data.items.length === 0 ? (
        <EmptyState>{to ? `No email to “${to}”.` : "No emails yet."}</EmptyState>
      ) : (
        <>
          <Table.ScrollContainer minWidth={330}>
            <Table aria-label="Emails" verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th visibleFrom="sm">To</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th visibleFrom="md">Template</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th visibleFrom="sm">Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {emails.data.items.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td visibleFrom="sm" style={{ wordBreak: "break-all" }}>
                      {m.to}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/emails/${m.id}`} size="sm">
                        {m.subject}
                      </Anchor>
                      <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ wordBreak: "break-all" }}>
                        to {m.to} · {new Date(m.created_at).toLocaleString()}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <Text size="xs" ff="monospace">
                        {m.template}
                      </Text>
                    </Table.Td>
                    <Table.Td w={1} style={{ whiteSpace: "nowrap" }}>
                      <EmailStatus status={m.status} />
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="xs">{new Date(m.created_at).toLocaleString()}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {emails.data.pagination.total_count} email{emails.data.pagination.total_count === 1 ? "" : "s"}
            </Text>
            {emails.data.pagination.max_page > 1 && (
              <Pagination
                total={emails.data.pagination.max_page}
                value={page}
                onChange={(p) => go({ page: p })}
                aria-label="Pages of emails"
              />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
