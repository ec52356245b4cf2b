import { Button, Group, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { type ReactNode, useEffect, useState } from "react";
import type { TableParams } from "./useTableParams";

/** The search box of a table: typed text reaches the URL's `query` 300 ms after the last key. */
export function TableSearch({
  table,
  label,
  placeholder,
}: {
  table: Pick<TableParams, "query" | "update">;
  label: string;
  placeholder?: string;
}) {
  const [value, setValue] = useState(table.query ?? "");
  const push = useDebouncedCallback((v: string) => table.update({ query: v.trim() || null }), 300);
  // Follow the URL when it changes from outside the box (back button, a link).
  useEffect(() => {
    setValue((v) => (v.trim() === (table.query ?? "") ? v : (table.query ?? "")));
  }, [table.query]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        push(e.currentTarget.value);
      }}
      style={{ flex: "1 1 240px" }}
      maw={420}
    />
  );
}

/**
 * "Export CSV": a download of the list's `/export` endpoint with the filters the export takes
 * (the session cookie authenticates it as it does the list).
 */
export function ExportButton({ path, query }: { path: string; query: URLSearchParams }) {
  const qs = query.toString();
  return (
    <Button component="a" href={qs ? `${path}?${qs}` : path} download variant="default">
      Export CSV
    </Button>
  );
}

/** The row above a table: search and filters on the left, actions (export) on the right. */
export function TableToolbar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: "1 1 320px", minWidth: 0 }}>
        {children}
      </Group>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}

/** The export's query: the given filters, repeated keys for arrays, empty values left out. */
export function exportQuery(filters: Record<string, string | string[] | null | undefined>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    for (const v of Array.isArray(value) ? value : value ? [value] : []) out.append(key, v);
  }
  return out;
}
