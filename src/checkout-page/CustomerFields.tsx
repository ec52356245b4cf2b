import { COUNTRY_OPTIONS, SUBDIVISIONS } from "./countries";
import type { Draft } from "./draft";
import type { AddressField, FieldMode } from "./types";
import { Checkbox, NativeSelect, TextInput } from "./ui/fields";
import { Grid, Stack } from "./ui/layout";
import type { Errors } from "./validate";

/** Email, name, and for businesses their name and tax id. */
export function CustomerFields({
  draft,
  set,
  errors,
  onBusinessChange,
  nameRequired,
  emailLocked,
}: {
  /** The checkout is for a known customer: their email is kept (Polar locks the field too). */
  emailLocked: boolean;
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  errors: Errors;
  onBusinessChange: (value: boolean) => void;
  nameRequired: boolean;
}) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        readOnly={emailLocked}
        filled={emailLocked}
        description={emailLocked ? "The seller linked this purchase to your account." : undefined}
        value={draft.email}
        onChange={(e) => set({ email: e.currentTarget.value })}
        error={errors.customer_email}
      />
      <TextInput
        label={nameRequired ? "Cardholder name" : "Name"}
        name="name"
        autoComplete={nameRequired ? "cc-name" : "name"}
        required={nameRequired}
        value={draft.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errors.customer_name}
      />
      <Checkbox
        label="I'm purchasing as a business"
        checked={draft.isBusiness}
        onChange={(e) => onBusinessChange(e.currentTarget.checked)}
        error={errors.is_business_customer}
      />
      {draft.isBusiness && (
        <Grid cols={2} from="xs" gap="sm">
          <TextInput
            label="Business name"
            autoComplete="organization"
            required
            value={draft.billingName}
            onChange={(e) => set({ billingName: e.currentTarget.value })}
            error={errors.customer_billing_name}
          />
          <TextInput
            label="Tax ID"
            description="VAT number or other tax id"
            autoComplete="off"
            value={draft.taxId}
            onChange={(e) => set({ taxId: e.currentTarget.value })}
            error={errors.customer_tax_id}
          />
        </Grid>
      )}
    </Stack>
  );
}

const LABELS: Record<AddressField, string> = {
  country: "Country",
  state: "State / region",
  city: "City",
  postal_code: "Postal code",
  line1: "Address",
  line2: "Address line 2",
};

const AUTOCOMPLETE: Record<AddressField, string> = {
  country: "country",
  state: "address-level1",
  city: "address-level2",
  postal_code: "postal-code",
  line1: "address-line1",
  line2: "address-line2",
};

/** The billing address, with each field shown, optional or required as the checkout says. */
export function AddressFields({
  modes,
  address,
  onChange,
  onCountryChange,
  errors,
}: {
  /** Each field's mode, by the shared rule (`addressModes`). */
  modes: Record<AddressField, FieldMode>;
  address: Draft["address"];
  onChange: (field: AddressField, value: string) => void;
  onCountryChange: (country: string) => void;
  errors: Errors;
}) {
  const shown = (f: AddressField) => modes[f] !== ("disabled" satisfies FieldMode);
  const err = (f: AddressField) => errors[`customer_billing_address.${f}`];
  const input = (f: Exclude<AddressField, "country" | "state">) =>
    shown(f) && (
      <TextInput
        key={f}
        label={LABELS[f]}
        autoComplete={AUTOCOMPLETE[f]}
        required={modes[f] === "required"}
        value={address[f]}
        onChange={(e) => onChange(f, e.currentTarget.value)}
        error={err(f)}
      />
    );
  const subdivision = SUBDIVISIONS[address.country];
  const state =
    shown("state") &&
    (subdivision ? (
      <NativeSelect
        label={subdivision.label}
        autoComplete={AUTOCOMPLETE.state}
        required={modes.state === "required"}
        value={address.state}
        onChange={(e) => onChange("state", e.currentTarget.value)}
        data={[{ value: "", label: `Choose a ${subdivision.label.toLowerCase()}` }, ...subdivision.options]}
        error={err("state")}
      />
    ) : (
      <TextInput
        label={LABELS.state}
        autoComplete={AUTOCOMPLETE.state}
        required={modes.state === "required"}
        value={address.state}
        onChange={(e) => onChange("state", e.currentTarget.value)}
        error={err("state")}
      />
    ));
  if (!shown("country")) return null;
  return (
    <Stack gap="sm" role="group" aria-label="Billing address">
      <NativeSelect
        label="Billing country"
        autoComplete={AUTOCOMPLETE.country}
        required={modes.country === "required"}
        value={address.country}
        onChange={(e) => onCountryChange(e.currentTarget.value)}
        data={[{ value: "", label: "Choose a country", disabled: true }, ...COUNTRY_OPTIONS]}
        error={err("country")}
      />
      {input("line1")}
      {input("line2")}
      {/* Without a city (US and Canadian consumers), the postal code and the state share a row. */}
      {(shown("city") || shown("postal_code")) && (
        <Grid cols={2} from="xs" gap="sm">
          {input("postal_code")}
          {input("city")}
          {!shown("city") && state}
        </Grid>
      )}
      {(shown("city") || !shown("postal_code")) && state}
    </Stack>
  );
}
