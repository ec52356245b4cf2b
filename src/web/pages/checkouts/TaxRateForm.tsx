import { Anchor, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { COUNTRY_CODES } from "../../../shared/countries";
import { api, type Schemas, unwrap } from "../../api/v1";
import { SectionCard } from "../../components/SectionCard";
import { FormErrors, useFormErrors } from "../catalog/shared/formErrors";
import { countryName, parsePercent, percentInput } from "./format";
import { checkoutKeys, type TaxRate } from "./types";

type Country = Schemas["TaxRateCreate"]["country"];
/** Countries a rate can be for (the list billing addresses use), and the US states. */
const COUNTRIES: readonly Country[] = COUNTRY_CODES;
const countryOf = (code: string | null | undefined) => COUNTRIES.find((c) => c === code) ?? null;
const US_STATES =
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  );

/** Creates a tax rate, or edits one: country (and US state), percentage, included or added, name. */
export function TaxRateForm({ rate, onClose }: { rate?: TaxRate; onClose: () => void }) {
  const [country, setCountry] = useState<Country | null>(countryOf(rate?.country));
  const [state, setState] = useState<string | null>(rate?.state ?? null);
  const [percent, setPercent] = useState(rate ? percentInput(rate.basis_points) : "");
  const [inclusive, setInclusive] = useState(rate?.inclusive ?? false);
  const [name, setName] = useState(rate?.display_name ?? "");
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const queryClient = useQueryClient();
  const countries = useMemo(
    () =>
      COUNTRIES.map((c) => ({ value: c, label: `${countryName(c)} (${c})` })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [],
  );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    const basisPoints = parsePercent(percent);
    if (!country) errors.country = "Choose a country";
    if (typeof basisPoints === "string") errors.basis_points = basisPoints;
    if (!name.trim()) errors.display_name = "Give the rate a name, like VAT or Sales tax";
    if (!form.validate(errors) || typeof basisPoints === "string" || !country) return;
    const body = {
      country,
      state: country === "US" ? state : null,
      basis_points: basisPoints,
      inclusive,
      display_name: name.trim(),
    };
    setSaving(true);
    try {
      if (rate) await unwrap(api.PATCH("/v1/tax-rates/{id}", { params: { path: { id: rate.id } }, body }));
      else await unwrap(api.POST("/v1/tax-rates/", { body }));
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.taxRates });
      notifications.show({ message: `${body.display_name} saved` });
      onClose();
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title={rate ? `Edit ${rate.display_name}` : "New tax rate"}>
      <form onSubmit={submit} noValidate aria-label={rate ? "Edit tax rate" : "New tax rate"}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Country"
              data={countries}
              value={country}
              onChange={(v) => {
                setCountry(countryOf(v));
                if (v !== "US") setState(null);
              }}
              searchable
              required
              nothingFoundMessage="No such country"
              error={form.field("country")}
            />
            <Select
              label="US state"
              description="Only for a state's own rate."
              placeholder={country === "US" ? "The whole country" : "—"}
              data={US_STATES}
              value={state}
              onChange={setState}
              disabled={country !== "US"}
              searchable
              clearable
              error={form.field("state")}
            />
            <TextInput
              label="Rate (%)"
              inputMode="decimal"
              placeholder="20"
              value={percent}
              onChange={(e) => setPercent(e.currentTarget.value)}
              required
              error={form.field("basis_points")}
            />
            <TextInput
              label="Name"
              description="Shown to customers, e.g. VAT."
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              required
              error={form.field("display_name")}
            />
          </SimpleGrid>
          <Checkbox
            label="Prices already include this tax"
            description="Otherwise it is added on top of the price."
            checked={inclusive}
            onChange={(e) => setInclusive(e.currentTarget.checked)}
          />
          <FormErrors form={form} />
          <Group justify="flex-end" gap="sm">
            <Anchor component="button" type="button" size="sm" onClick={onClose}>
              Cancel
            </Anchor>
            <Button type="submit" loading={saving}>
              {rate ? "Save tax rate" : "Create tax rate"}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
