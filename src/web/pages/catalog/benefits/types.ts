import type { BenefitType } from "../../../api/v1";

export const BENEFIT_TYPES: { value: BenefitType; label: string }[] = [
  { value: "custom", label: "Custom note" },
  { value: "license_keys", label: "License keys" },
  { value: "downloadables", label: "File downloads" },
  { value: "meter_credit", label: "Meter credits" },
  { value: "discord", label: "Discord role" },
  { value: "github_repository", label: "GitHub repository" },
];

export function benefitTypeLabel(type: string): string {
  return BENEFIT_TYPES.find((t) => t.value === type)?.label ?? type;
}
