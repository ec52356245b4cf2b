import { Anchor, Card, Code, Group, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { apiFetch } from "../../api/http";
import { ErrorAlert } from "../../components/ErrorAlert";
import { Loading } from "../../components/PageState";
import { EmailStatus } from "./EmailStatus";
import { linkify } from "./linkify";
import type { OutboxEmail } from "./types";

/** /admin/emails/:id: one email, its text with clickable links and its HTML in a sandboxed frame. */
export function EmailPage() {
  const { id = "" } = useParams();
  const email = useQuery({
    queryKey: ["admin-email", id],
    queryFn: () => apiFetch<OutboxEmail>(`/api/admin/emails/${encodeURIComponent(id)}`),
    retry: false,
  });

  const back = (
    <Anchor component={Link} to="/admin/emails" size="sm">
      ← Back to the outbox
    </Anchor>
  );
  if (email.isPending) return <Loading label="Loading email" />;
  if (email.error) {
    return (
      <Stack>
        {back}
        <ErrorAlert title="Could not load the email">{email.error.message}</ErrorAlert>
      </Stack>
    );
  }
  const m = email.data;
  const meta: [string, React.ReactNode][] = [
    ["To", m.to],
    ["Template", <Code key="t">{m.template}</Code>],
    ["Status", <EmailStatus key="s" status={m.status} />],
    ["Transport", m.transport],
    ["Attempts", m.attempts],
    ["Created", new Date(m.created_at).toLocaleString()],
    ["Sent", m.sent_at ? new Date(m.sent_at).toLocaleString() : "—"],
    ...(m.error
      ? ([
          [
            "Error",
            <Text key="e" c="red" size="sm">
              {m.error}
            </Text>,
          ],
        ] as [string, React.ReactNode][])
      : []),
  ];

  return (
    <Stack gap="md">
      {back}
      <Title order={2} style={{ wordBreak: "break-word" }}>
        {m.subject}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder maw={640}>
        <Table.Tbody>
          {meta.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={110}>{label}</Table.Th>
              <Table.Td style={{ wordBreak: "break-all" }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Tabs defaultValue={m.text ? "text" : "html"}>
        <Tabs.List>
          <Tabs.Tab value="text" disabled={!m.text}>
            Text
          </Tabs.Tab>
          <Tabs.Tab value="html" disabled={!m.html}>
            HTML
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="text" pt="sm">
          <Card withBorder p="sm" data-testid="email-text">
            <pre style={{ margin: 0, whiteSpace: "pre-wrap", wordBreak: "break-word", fontSize: 14 }}>
              {m.text ? linkify(m.text) : ""}
            </pre>
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="html" pt="sm">
          <Group>
            <iframe
              title="Email HTML"
              sandbox=""
              srcDoc={m.html ?? ""}
              style={{
                width: "100%",
                minHeight: 420,
                border: "1px solid var(--mantine-color-default-border)",
                // The email is drawn as mail clients draw it, on white, in either color scheme.
                background: "white",
                borderRadius: 8,
              }}
            />
          </Group>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
