import { Group, Pagination, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** One entry of a list: a linked title, badges, a dimmed detail line and what sits on the right. */
export function ListRow({
  title,
  to,
  badges,
  detail,
  actions,
}: {
  title: string;
  to?: string;
  badges?: ReactNode;
  detail?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: "none" }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 200px" }}>
          <Group gap={6} wrap="wrap">
            {to ? (
              <Text component={Link} to={to} fw={600} size="sm" c="blue" style={{ wordBreak: "break-word" }}>
                {title}
              </Text>
            ) : (
              <Text fw={600} size="sm" style={{ wordBreak: "break-word" }}>
                {title}
              </Text>
            )}
            {badges}
          </Group>
          {detail && (
            <Text size="xs" c="dimmed" component="div" style={{ wordBreak: "break-word" }}>
              {detail}
            </Text>
          )}
        </Stack>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** The list element around ListRows. */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label}>
      {children}
    </Stack>
  );
}

/** Page links under a list; hidden when everything fits on one page. */
export function Pager({
  page,
  maxPage,
  total,
  onChange,
}: {
  page: number;
  maxPage: number;
  total: number;
  onChange: (page: number) => void;
}) {
  if (maxPage <= 1) return null;
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="xs" c="dimmed">
        {total} in all
      </Text>
      <Pagination total={maxPage} value={page} onChange={onChange} size="sm" aria-label="Pages" />
    </Group>
  );
}

/** A label and its value, stacked (one cell of a detail grid). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
