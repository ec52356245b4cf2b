import type { Schemas } from "../../api/v1";

/** The `/v1` shapes the license key pages read, from the generated types: Polar's `LicenseKeyRead` and its activations. */
export type LicenseKeyStatus = Schemas["LicenseKeyStatus"];
export type LicenseKey = Schemas["LicenseKeyRead"];
export type LicenseKeyWithActivations = Schemas["LicenseKeyWithActivations"];
export type LicenseKeyActivation = LicenseKeyWithActivations["activations"][number];

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
