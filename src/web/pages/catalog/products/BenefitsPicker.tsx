import { Button, Group, Modal, MultiSelect, Stack } from "@mantine/core";
import { useState } from "react";
import type { Benefit } from "../../../api/v1";
import { Icon } from "../../../components/icons";
import { BenefitForm } from "../benefits/BenefitForm";
import { benefitTypeLabel } from "../benefits/types";

/**
 * The organization's benefits the product grants, and a "New benefit" action that creates one in a
 * modal (the benefit form of the benefits page) and selects it.
 */
export function BenefitsPicker({
  benefits,
  value,
  onChange,
  error,
}: {
  benefits: Benefit[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const [creating, setCreating] = useState(false);
  // A benefit made here is shown at once, before the refreshed list arrives.
  const [made, setMade] = useState<Benefit[]>([]);
  const all = [...benefits, ...made.filter((m) => !benefits.some((b) => b.id === m.id))];
  return (
    <Stack gap="xs">
      <MultiSelect
        label="Benefits"
        description="Granted to customers who buy this product."
        placeholder={all.length ? "Choose benefits" : "No benefits yet"}
        data={all
          .filter((b) => b.selectable !== false || value.includes(b.id))
          .map((b) => ({ value: b.id, label: `${b.description} (${benefitTypeLabel(b.type)})` }))}
        value={value}
        onChange={onChange}
        searchable
        clearable
        error={error}
        nothingFoundMessage="No matching benefit"
      />
      <Group>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<Icon name="plus" size={14} />}
          onClick={() => setCreating(true)}
        >
          New benefit
        </Button>
      </Group>
      <Modal opened={creating} onClose={() => setCreating(false)} title="New benefit" size="lg">
        <BenefitForm
          onCancel={() => setCreating(false)}
          onSaved={(benefit) => {
            setMade((m) => [...m, benefit]);
            onChange([...value.filter((id) => id !== benefit.id), benefit.id]);
            setCreating(false);
          }}
        />
      </Modal>
    </Stack>
  );
}
