import { COUNTRY_CODES } from "../../shared/countries";

export interface AddressDraft {
  line1: string;
  line2: string;
  postal_code: string;
  city: string;
  state: string;
  country: string;
}

export const EMPTY_ADDRESS: AddressDraft = {
  line1: "",
  line2: "",
  postal_code: "",
  city: "",
  state: "",
  country: "",
};

type AddressLike = { [K in keyof AddressDraft]?: string | null } | null | undefined;

/** A stored address as the form's strings. */
export function addressDraft(address: AddressLike): AddressDraft {
  const out = { ...EMPTY_ADDRESS };
  for (const key of Object.keys(out) as (keyof AddressDraft)[]) out[key] = address?.[key] ?? "";
  return out;
}

/** The form's address as the API's `AddressInput` (empty parts as null), or null when no country is chosen. */
export function addressInput(draft: AddressDraft) {
  if (!draft.country) return null;
  const part = (v: string) => v.trim() || null;
  return {
    country: draft.country as (typeof COUNTRY_CODES)[number],
    line1: part(draft.line1),
    line2: part(draft.line2),
    postal_code: part(draft.postal_code),
    city: part(draft.city),
    state: part(draft.state),
  };
}

const names = (() => {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" });
  } catch {
    return null;
  }
})();

/** `{ value: "DE", label: "Germany" }`, sorted by name. */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({
  value: code,
  label: names?.of(code) ?? code,
})).sort((a, b) => a.label.localeCompare(b.label));
