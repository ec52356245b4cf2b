import { Anchor, Group, Pagination, Select, Table, Text, UnstyledButton } from "@mantine/core";
import type { MouseEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { PAGE_SIZES, parseSort, type TableParams } from "./useTableParams";

/** One column: its header, its cell, and the server sort key when the header sorts. */
export interface Column<T> {
  /** Unique among the columns. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The list endpoint's `sorting` key this column sorts by (`amount` → `?sorting=amount` / `-amount`). */
  sortKey?: string;
  /** Numbers and amounts align right. */
  align?: "left" | "right";
  /** Below this breakpoint the column is left out (the table keeps to the phone's width). */
  visibleFrom?: "xs" | "sm" | "md" | "lg";
}

export interface DataTableProps<T> {
  /** Accessible name of the table, e.g. "Orders". */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Where a click on the row goes (its detail page). */
  rowHref?: (row: T) => string;
  total: number;
  maxPage: number;
  table: Pick<TableParams, "sorting" | "page" | "limit" | "update">;
  /** Minimum width before the table scrolls sideways inside its own container. */
  minWidth?: number;
}

/** The header of a sortable column: a button that sorts ascending, then descending. */
function SortHeader({
  label,
  sortKey,
  sorting,
  onSort,
}: {
  label: string;
  sortKey: string;
  sorting: string;
  onSort: (next: string) => void;
}) {
  const current = parseSort(sorting);
  const active = current?.key === sortKey;
  const next = active && !current?.descending ? `-${sortKey}` : sortKey;
  const arrow = active ? (current?.descending ? "▼" : "▲") : "↕";
  return (
    <UnstyledButton
      onClick={() => onSort(next)}
      aria-label={`Sort by ${label.toLowerCase()}${active ? (current?.descending ? ", descending" : ", ascending") : ""}`}
      style={{ fontWeight: 600, fontSize: "inherit", whiteSpace: "nowrap" }}
    >
      {label}{" "}
      <Text span size="xs" c={active ? undefined : "dimmed"} aria-hidden>
        {arrow}
      </Text>
    </UnstyledButton>
  );
}

/** Clicks on links, buttons and inputs inside a row do their own thing, not the row's. */
const fromControl = (e: MouseEvent) =>
  (e.target as HTMLElement).closest("a, button, input, [role=button], [role=checkbox]") !== null;

/**
 * A list as a table, like Stripe's and Polar's: sortable column headers (server-side, through the
 * endpoint's `sorting`), rows that open their detail page (the first cell is also a real link, for
 * the keyboard and "open in a new tab"), and the range shown ("1–20 of 134")
 * with the pages and the page size under it. The state lives in the URL (`useTableParams`).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowHref,
  total,
  maxPage,
  table,
  minWidth = 720,
}: DataTableProps<T>) {
  const navigate = useNavigate();
  const first = total === 0 ? 0 : (table.page - 1) * table.limit + 1;
  const last = Math.min(total, (table.page - 1) * table.limit + rows.length);
  const sortState = (c: Column<T>) => {
    const s = parseSort(table.sorting);
    if (!c.sortKey) return undefined;
    return s?.key === c.sortKey ? (s.descending ? "descending" : "ascending") : "none";
  };
  return (
    <div>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table highlightOnHover={Boolean(rowHref)} verticalSpacing="xs" aria-label={label} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.id} ta={c.align} visibleFrom={c.visibleFrom} aria-sort={sortState(c)}>
                  {c.sortKey ? (
                    <SortHeader
                      label={c.header}
                      sortKey={c.sortKey}
                      sorting={table.sorting}
                      onSort={(sorting) => table.update({ sorting })}
                    />
                  ) : (
                    c.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const href = rowHref?.(row);
              return (
                <Table.Tr
                  key={rowKey(row)}
                  onClick={href ? (e) => !fromControl(e) && navigate(href) : undefined}
                  style={href ? { cursor: "pointer" } : undefined}
                >
                  {columns.map((c, i) => (
                    <Table.Td key={c.id} ta={c.align} visibleFrom={c.visibleFrom}>
                      {href && i === 0 ? (
                        <Anchor component={Link} to={href} c="inherit" underline="hover">
                          {c.cell(row)}
                        </Anchor>
                      ) : (
                        c.cell(row)
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap" gap="xs" mt="sm">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" data-testid="table-range">
            {first}–{last} of {total}
          </Text>
          <Select
            aria-label="Rows per page"
            size="xs"
            w={80}
            data={PAGE_SIZES.map(String)}
            value={String(table.limit)}
            onChange={(v) => v && table.update({ limit: v })}
            allowDeselect={false}
          />
        </Group>
        {maxPage > 1 && (
          <Pagination
            total={maxPage}
            value={table.page}
            onChange={(p) => table.update({ page: String(p) })}
            size="sm"
            aria-label="Pages"
            siblings={0}
          />
        )}
      </Group>
    </div>
  );
}
