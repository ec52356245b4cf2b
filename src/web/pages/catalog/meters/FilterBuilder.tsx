import { ActionIcon, Button, Group, Paper, SegmentedControl, Select, Stack, TextInput } from "@mantine/core";
import type { FilterOperator } from "../../../api/v1";
import type { FormErrorsState } from "../shared/formErrors";
import { type ClauseDraft, type GroupDraft, newClause, newGroup, type ValueType } from "./draft";

const OPERATORS: { value: FilterOperator; label: string }[] = [
  { value: "eq", label: "equals" },
  { value: "ne", label: "not equals" },
  { value: "gt", label: ">" },
  { value: "gte", label: "≥" },
  { value: "lt", label: "<" },
  { value: "lte", label: "≤" },
  { value: "like", label: "contains" },
  { value: "not_like", label: "does not contain" },
];

function ClauseRow({
  clause,
  path,
  label,
  form,
  onChange,
  onRemove,
}: {
  clause: ClauseDraft;
  path: string;
  label: string;
  form: FormErrorsState;
  onChange: (c: ClauseDraft) => void;
  onRemove: () => void;
}) {
  const set = (patch: Partial<ClauseDraft>) => onChange({ ...clause, ...patch });
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" role="group" aria-label={label}>
      <TextInput
        label="Property"
        aria-label={`${label} property`}
        placeholder="name or metadata.key"
        value={clause.property}
        onChange={(e) => set({ property: e.currentTarget.value })}
        error={form.field(`${path}.property`)}
        style={{ flex: "1 1 140px" }}
      />
      <Select
        label="Operator"
        aria-label={`${label} operator`}
        data={OPERATORS}
        value={clause.operator}
        onChange={(v) => v && set({ operator: v as FilterOperator })}
        allowDeselect={false}
        error={form.field(`${path}.operator`)}
        style={{ flex: "0 1 140px" }}
      />
      <Select
        label="Type"
        aria-label={`${label} value type`}
        data={[
          { value: "string", label: "Text" },
          { value: "number", label: "Number" },
          { value: "boolean", label: "True/false" },
        ]}
        value={clause.valueType}
        onChange={(v) =>
          v && set({ valueType: v as ValueType, value: v === "boolean" ? "true" : clause.value })
        }
        allowDeselect={false}
        style={{ flex: "0 1 120px" }}
      />
      {clause.valueType === "boolean" ? (
        <Select
          label="Value"
          aria-label={`${label} value`}
          data={["true", "false"]}
          value={clause.value === "false" ? "false" : "true"}
          onChange={(v) => v && set({ value: v })}
          allowDeselect={false}
          style={{ flex: "1 1 100px" }}
        />
      ) : (
        <TextInput
          label="Value"
          aria-label={`${label} value`}
          inputMode={clause.valueType === "number" ? "numeric" : undefined}
          value={clause.value}
          onChange={(e) => set({ value: e.currentTarget.value })}
          error={form.field(`${path}.value`)}
          style={{ flex: "1 1 120px" }}
        />
      )}
      <ActionIcon
        variant="default"
        color="red"
        mt={24}
        aria-label={`Remove ${label.toLowerCase()}`}
        onClick={onRemove}
      >
        ×
      </ActionIcon>
    </Group>
  );
}

/** A nested and/or group of clauses; groups contain clauses and further groups. */
export function FilterBuilder({
  group,
  path = "filter",
  label = "Filter",
  depth = 0,
  form,
  onChange,
  onRemove,
}: {
  group: GroupDraft;
  path?: string;
  label?: string;
  depth?: number;
  form: FormErrorsState;
  onChange: (g: GroupDraft) => void;
  onRemove?: () => void;
}) {
  const replace = (i: number, next: ClauseDraft | GroupDraft | null) =>
    onChange({
      ...group,
      clauses:
        next === null
          ? group.clauses.filter((_, j) => j !== i)
          : group.clauses.map((c, j) => (j === i ? next : c)),
    });
  return (
    <Paper
      withBorder
      p="xs"
      bg={depth % 2 ? "var(--mantine-color-default-hover)" : undefined}
      role="group"
      aria-label={label}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <SegmentedControl
            size="xs"
            aria-label={`${label} match`}
            value={group.conjunction}
            onChange={(v) => onChange({ ...group, conjunction: v as "and" | "or" })}
            data={[
              { value: "and", label: "All of" },
              { value: "or", label: "Any of" },
            ]}
          />
          {onRemove && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={`Remove ${label.toLowerCase()}`}
            >
              Remove group
            </Button>
          )}
        </Group>
        {group.clauses.map((c, i) =>
          c.kind === "clause" ? (
            <ClauseRow
              key={c.key}
              clause={c}
              path={`${path}.clauses.${i}`}
              label={`${depth ? `${label} condition` : "Condition"} ${i + 1}`}
              form={form}
              onChange={(n) => replace(i, n)}
              onRemove={() => replace(i, null)}
            />
          ) : (
            <FilterBuilder
              key={c.key}
              group={c}
              path={`${path}.clauses.${i}`}
              label={`Group ${depth + 1}.${i + 1}`}
              depth={depth + 1}
              form={form}
              onChange={(n) => replace(i, n)}
              onRemove={() => replace(i, null)}
            />
          ),
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => onChange({ ...group, clauses: [...group.clauses, newClause()] })}
          >
            Add condition
          </Button>
          {depth < 3 && (
            <Button
              size="xs"
              variant="default"
              onClick={() => onChange({ ...group, clauses: [...group.clauses, newGroup()] })}
            >
              Add group
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
