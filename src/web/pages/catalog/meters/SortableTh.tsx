import { Table, UnstyledButton } from "@mantine/core";

/**
 * A table header that sorts by `field` (ascending first, again for descending): `sort` is the
 * current criterion as the API writes it ("consumed_units", "-consumed_units").
 */
export function SortableTh<F extends string>({
  label,
  field,
  sort,
  onSort,
  align = "left",
}: {
  label: string;
  field: F;
  sort: F | `-${F}`;
  onSort: (next: F | `-${F}`) => void;
  align?: "left" | "right";
}) {
  const active = sort === field || sort === `-${field}`;
  const descending = sort === `-${field}`;
  return (
    <Table.Th ta={align} aria-sort={active ? (descending ? "descending" : "ascending") : "none"}>
      <UnstyledButton
        fw={600}
        fz="sm"
        onClick={() => onSort(active && !descending ? `-${field}` : field)}
        aria-label={`Sort by ${label.toLowerCase()}`}
      >
        {label}
        {active ? (descending ? " ↓" : " ↑") : ""}
      </UnstyledButton>
    </Table.Th>
  );
}
