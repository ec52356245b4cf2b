import { BENEFIT_DESCRIPTION, INT32_MAX } from "../../../../shared/limits";
import type { Benefit, BenefitType, FileRead, Inputs, Visibility } from "../../../api/v1";
import { parseInteger } from "../shared/formErrors";
import type { GitHubPermission } from "./types";

export interface BenefitDraft {
  type: BenefitType;
  description: string;
  visibility: Visibility;
  note: string;
  prefix: string;
  expires: boolean;
  ttl: string;
  timeframe: "day" | "month" | "year";
  activations: boolean;
  activationLimit: string;
  customerAdmin: boolean;
  usageLimit: string;
  files: FileRead[];
  archived: Record<string, boolean>;
  units: string;
  rollover: boolean;
  meterId: string | null;
  guildToken: string;
  roleId: string;
  kickMember: boolean;
  repoOwner: string;
  repoName: string;
  permission: GitHubPermission;
}

export function emptyBenefit(type: BenefitType = "custom"): BenefitDraft {
  return {
    type,
    description: "",
    visibility: "public",
    note: "",
    prefix: "",
    expires: false,
    ttl: "1",
    timeframe: "year",
    activations: false,
    activationLimit: "1",
    customerAdmin: true,
    usageLimit: "",
    files: [],
    archived: {},
    units: "",
    rollover: false,
    meterId: null,
    guildToken: "",
    roleId: "",
    kickMember: false,
    repoOwner: "",
    repoName: "",
    permission: "pull",
  };
}

const text = (v: string | number | null) => (v == null ? "" : String(v));

export function fromBenefit(b: Benefit, files: FileRead[]): BenefitDraft {
  const d = emptyBenefit(b.type);
  d.description = b.description;
  d.visibility = "public";
  d.files = files;
  switch (b.type) {
    case "custom":
      d.note = text(b.properties.note);
      break;
    case "license_keys": {
      const { prefix, expires, activations, limit_usage } = b.properties;
      d.prefix = text(prefix);
      if (expires)
        Object.assign(d, { expires: true, ttl: String(expires.ttl), timeframe: expires.timeframe });
      if (activations)
        Object.assign(d, {
          activations: true,
          activationLimit: String(activations.limit),
          customerAdmin: activations.enable_customer_admin,
        });
      d.usageLimit = text(limit_usage);
      break;
    }
    case "downloadables":
      d.archived = b.properties.archived;
      break;
    case "meter_credit":
      d.units = String(b.properties.units);
      d.rollover = b.properties.rollover;
      d.meterId = b.properties.meter_id;
      break;
    case "discord":
      d.guildToken = b.properties.guild_token;
      d.roleId = b.properties.role_id;
      d.kickMember = b.properties.kick_member;
      break;
    case "github_repository":
      d.repoOwner = b.properties.repository_owner;
      d.repoName = b.properties.repository_name;
      d.permission = b.properties.permission;
      break;
  }
  return d;
}

type Errors = Record<string, string>;

function positive(errors: Errors, key: string, text: string, required: boolean): number | null {
  const n = parseInteger(text);
  if (n === null) {
    if (required) errors[key] = "Required";
    return null;
  }
  if (n === undefined || n < 1 || n > INT32_MAX) {
    errors[key] = "A whole number greater than 0";
    return null;
  }
  return n;
}

type BenefitBody = Inputs["BenefitCreate"];
type Head = Pick<BenefitBody, "description" | "visibility">;

/**
 * The body of the draft's type. The update takes the same properties: like Polar, a Discord
 * benefit's update needs its `guild_token`, which the read benefit carries and the draft keeps.
 * Numbers in error are sent as 0 only in a body that is never sent (the errors block it).
 */
function bodyOf(d: BenefitDraft, head: Head, errors: Errors): BenefitBody {
  const at = (f: string) => `properties.${f}`;
  switch (d.type) {
    case "custom":
      return { ...head, type: "custom", properties: { note: d.note.trim() || null } };
    case "license_keys":
      return {
        ...head,
        type: "license_keys",
        properties: {
          prefix: d.prefix.trim() || null,
          expires: d.expires
            ? { ttl: positive(errors, at("expires.ttl"), d.ttl, true) ?? 0, timeframe: d.timeframe }
            : null,
          activations: d.activations
            ? {
                limit: positive(errors, at("activations.limit"), d.activationLimit, true) ?? 0,
                enable_customer_admin: d.customerAdmin,
              }
            : null,
          limit_usage: positive(errors, at("limit_usage"), d.usageLimit, false),
        },
      };
    case "downloadables":
      if (d.files.length === 0) errors[at("files")] = "Upload at least one file";
      return {
        ...head,
        type: "downloadables",
        properties: { files: d.files.map((f) => f.id), archived: d.archived },
      };
    case "meter_credit":
      if (!d.meterId) errors[at("meter_id")] = "Choose a meter";
      return {
        ...head,
        type: "meter_credit",
        properties: {
          units: positive(errors, at("units"), d.units, true) ?? 0,
          rollover: d.rollover,
          meter_id: d.meterId ?? "",
        },
      };
    case "discord":
      if (!d.guildToken.trim()) errors[at("guild_token")] = "Required";
      if (!d.roleId.trim()) errors[at("role_id")] = "Required";
      return {
        ...head,
        type: "discord",
        properties: { guild_token: d.guildToken.trim(), role_id: d.roleId.trim(), kick_member: d.kickMember },
      };
    case "github_repository":
      if (!d.repoOwner.trim()) errors[at("repository_owner")] = "Required";
      if (!d.repoName.trim()) errors[at("repository_name")] = "Required";
      return {
        ...head,
        type: "github_repository",
        properties: {
          repository_owner: d.repoOwner.trim(),
          repository_name: d.repoName.trim(),
          permission: d.permission,
        },
      };
  }
}

/** Validates the draft and builds the `BenefitCreate` body (the update takes the same fields). */
export function toPayload(d: BenefitDraft): { body: BenefitBody; errors: Errors } {
  const errors: Errors = {};
  const description = d.description.trim();
  if (description.length < BENEFIT_DESCRIPTION.min)
    errors.description = `At least ${BENEFIT_DESCRIPTION.min} characters`;
  else if (description.length > BENEFIT_DESCRIPTION.max)
    errors.description = `At most ${BENEFIT_DESCRIPTION.max} characters`;
  const body = bodyOf(d, { description, visibility: d.visibility }, errors);
  return { body, errors };
}
