import type { BenefitType, Inputs } from "../../../api/v1";

export const BENEFIT_TYPES: { value: BenefitType; label: string }[] = [
  { value: "custom", label: "Custom note" },
  { value: "license_keys", label: "License keys" },
  { value: "downloadables", label: "File downloads" },
  { value: "meter_credit", label: "Meter credits" },
  { value: "discord", label: "Discord role" },
  { value: "github_repository", label: "GitHub repository" },
];

export type GitHubPermission = Inputs["BenefitGitHubRepositoryCreateProperties"]["permission"];
export const GITHUB_PERMISSIONS: GitHubPermission[] = ["pull", "triage", "push", "maintain", "admin"];

/** The permission `value` names, or undefined. */
export function githubPermission(value: unknown): GitHubPermission | undefined {
  return GITHUB_PERMISSIONS.find((p) => p === value);
}

export function benefitTypeLabel(type: string): string {
  return BENEFIT_TYPES.find((t) => t.value === type)?.label ?? type;
}
