import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type AddressDraft, COUNTRY_OPTIONS } from "./address";

/**
 * A billing address's boxes. `errors` holds the server's per-field messages keyed by body path
 * (`billing_address.country`), as parseApiError reads a 422.
 */
export function AddressFields({
  value,
  onChange,
  errors,
  prefix = "billing_address",
}: {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  errors: Record<string, string>;
  prefix?: string;
}) {
  const box = (key: keyof AddressDraft) => ({
    value: value[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [key]: e.currentTarget.value }),
    error: errors[`${prefix}.${key}`],
  });
  return (
    <Stack gap="sm">
      <Select
        label="Country"
        placeholder="Choose a country"
        searchable
        data={COUNTRY_OPTIONS}
        value={value.country || null}
        onChange={(v) => onChange({ ...value, country: v ?? "" })}
        error={errors[`${prefix}.country`] ?? errors[prefix]}
        autoComplete="country"
      />
      <TextInput label="Address" autoComplete="address-line1" {...box("line1")} />
      <TextInput label="Address line 2" autoComplete="address-line2" {...box("line2")} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label="Postal code" autoComplete="postal-code" {...box("postal_code")} />
        <TextInput label="City" autoComplete="address-level2" {...box("city")} />
        <TextInput label="State / region" autoComplete="address-level1" {...box("state")} />
      </SimpleGrid>
    </Stack>
  );
}
