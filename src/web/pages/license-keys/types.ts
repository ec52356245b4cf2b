/** The `/v1` shapes the license key pages read: Polar's `LicenseKeyRead` and its activations. */

export type LicenseKeyStatus = "granted" | "revoked" | "disabled";

export interface LicenseKeyActivation {
  id: string;
  license_key_id: string;
  label: string;
  meta: Record<string, string | number | boolean>;
  created_at: string;
}

export interface LicenseKey {
  id: string;
  created_at: string;
  modified_at: string | null;
  customer_id: string;
  customer: { id: string; email: string | null; name: string | null };
  benefit_id: string;
  key: string;
  display_key: string;
  status: LicenseKeyStatus;
  limit_activations: number | null;
  usage: number;
  limit_usage: number | null;
  validations: number;
  last_validated_at: string | null;
  expires_at: string | null;
}

export interface LicenseKeyWithActivations extends LicenseKey {
  activations: LicenseKeyActivation[];
}

export const LICENSE_KEY_STATUSES: { value: LicenseKeyStatus; label: string; color: string }[] = [
  { value: "granted", label: "Granted", color: "green" },
  { value: "disabled", label: "Disabled", color: "yellow" },
  { value: "revoked", label: "Revoked", color: "red" },
];

export function statusInfo(status: LicenseKeyStatus) {
  return (
    LICENSE_KEY_STATUSES.find((s) => s.value === status) ?? { value: status, label: status, color: "gray" }
  );
}

/** "3 / 10" or "3" when unlimited. */
export function usageText(used: number, limit: number | null): string {
  return limit === null ? String(used) : `${used} / ${limit}`;
}

export const licenseKeyKeys = {
  all: ["v1", "license-keys"] as const,
  list: (filters: Record<string, unknown>) => ["v1", "license-keys", "list", filters] as const,
  one: (id: string) => ["v1", "license-keys", "one", id] as const,
};
