import { MultiSelect } from "@mantine/core";
import type { Benefit } from "../../../api/v1";
import { benefitTypeLabel } from "../benefits/types";

/** The organization's benefits the product grants. */
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
  return (
    <MultiSelect
      label="Benefits"
      description="Granted to customers who buy this product."
      placeholder={benefits.length ? "Choose benefits" : "No benefits yet"}
      data={benefits
        .filter((b) => b.selectable !== false || value.includes(b.id))
        .map((b) => ({ value: b.id, label: `${b.description} (${benefitTypeLabel(b.type)})` }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      error={error}
      nothingFoundMessage="No matching benefit"
    />
  );
}
