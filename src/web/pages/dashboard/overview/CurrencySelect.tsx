import { Select } from "@mantine/core";

/** The overview's currency select (CurrencyPicker fetches it when there is more than one currency). */
export function CurrencySelect({
  value,
  options,
  onChange,
}: {
  value: string;
  options: string[];
  onChange: (currency: string) => void;
}) {
  return (
    <Select
      label="Currency"
      size="xs"
      w={110}
      allowDeselect={false}
      data={options.map((c) => ({ value: c, label: c.toUpperCase() }))}
      value={value}
      onChange={(v) => v && onChange(v)}
    />
  );
}
