import { Group, Pagination, Text } from "@mantine/core";

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
