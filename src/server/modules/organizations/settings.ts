import type { z } from "@hono/zod-openapi";
import { FEATURE_FLAGS, type FeatureSettings, PRORATION_BEHAVIORS, SOCIAL_PLATFORMS } from "./schemas.js";

export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

/** A seller's subscription settings, as Polar names them. */
export interface SubscriptionSettings {
  allow_multiple_subscriptions: boolean;
  allow_customer_updates: boolean;
  proration_behavior: ProrationBehavior;
  /** Days a customer keeps their benefits after a subscription is revoked (0 = at once). */
  benefit_revocation_grace_period: number;
  prevent_trial_abuse: boolean;
}

/** What the customer portal lets customers do (Polar's `OrganizationCustomerPortalSettings`). */
export interface CustomerPortalSettings {
  usage: { show: boolean };
  subscription: { update_seats: boolean; update_plan: boolean };
  customer: { allow_email_change: boolean };
}

export const DEFAULT_CUSTOMER_PORTAL_SETTINGS: CustomerPortalSettings = {
  usage: { show: true },
  subscription: { update_seats: true, update_plan: true },
  customer: { allow_email_change: true },
};

/** The stored portal settings over the defaults, section by section; mistyped values fall back to defaults. */
export function readCustomerPortalSettings(text: string | null): CustomerPortalSettings {
  const stored = parseJson(text);
  const out: CustomerPortalSettings = {
    usage: { ...DEFAULT_CUSTOMER_PORTAL_SETTINGS.usage },
    subscription: { ...DEFAULT_CUSTOMER_PORTAL_SETTINGS.subscription },
    customer: { ...DEFAULT_CUSTOMER_PORTAL_SETTINGS.customer },
  };
  if (!isRecord(stored)) return out;
  for (const section of ["usage", "subscription", "customer"] as const) {
    const given = stored[section];
    if (!isRecord(given)) continue;
    const target = out[section] as unknown as Record<string, boolean>;
    for (const key of Object.keys(target)) if (typeof given[key] === "boolean") target[key] = given[key];
  }
  return out;
}

/** `settings` with the given keys of each section of `patch` over it. */
export function mergeCustomerPortalSettings(
  settings: CustomerPortalSettings,
  patch: { [S in keyof CustomerPortalSettings]?: Partial<CustomerPortalSettings[S]> | undefined },
): CustomerPortalSettings {
  return {
    usage: merge(settings.usage, patch.usage ?? {}),
    subscription: merge(settings.subscription, patch.subscription ?? {}),
    customer: merge(settings.customer, patch.customer ?? {}),
  };
}

export type FeatureSettingsValue = z.infer<typeof FeatureSettings>;
export type SocialLinkValue = { platform: (typeof SOCIAL_PLATFORMS)[number]; url: string };

export const DEFAULT_SUBSCRIPTION_SETTINGS: SubscriptionSettings = {
  allow_multiple_subscriptions: false,
  allow_customer_updates: true,
  proration_behavior: "prorate",
  benefit_revocation_grace_period: 0,
  prevent_trial_abuse: false,
};

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The stored subscription settings over the defaults; unreadable or mistyped values fall back to defaults. */
export function readSubscriptionSettings(text: string | null): SubscriptionSettings {
  const stored = parseJson(text);
  const out = { ...DEFAULT_SUBSCRIPTION_SETTINGS };
  if (!isRecord(stored)) return out;
  for (const key of [
    "allow_multiple_subscriptions",
    "allow_customer_updates",
    "prevent_trial_abuse",
  ] as const) {
    if (typeof stored[key] === "boolean") out[key] = stored[key];
  }
  const proration = stored.proration_behavior;
  if (typeof proration === "string" && (PRORATION_BEHAVIORS as readonly string[]).includes(proration)) {
    out.proration_behavior = proration as ProrationBehavior;
  }
  const grace = stored.benefit_revocation_grace_period;
  if (typeof grace === "number" && Number.isInteger(grace) && grace >= 0) {
    out.benefit_revocation_grace_period = grace;
  }
  return out;
}

export function readFeatureSettings(text: string | null): FeatureSettingsValue {
  const stored = parseJson(text);
  const out = {
    ...Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])),
    overview_metrics: null,
  } as FeatureSettingsValue;
  if (!isRecord(stored)) return out;
  for (const flag of FEATURE_FLAGS) if (typeof stored[flag] === "boolean") out[flag] = stored[flag];
  const metrics = stored.overview_metrics;
  if (Array.isArray(metrics) && metrics.every((m) => typeof m === "string")) out.overview_metrics = metrics;
  return out;
}

export function readSocials(text: string | null): SocialLinkValue[] {
  const stored = parseJson(text);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (s): s is SocialLinkValue =>
      isRecord(s) &&
      typeof s.url === "string" &&
      typeof s.platform === "string" &&
      (SOCIAL_PLATFORMS as readonly string[]).includes(s.platform),
  );
}

/** `base` with the defined keys of `patch` over it (undefined means "leave as is"). */
export function merge<T extends object>(base: T, patch: Partial<T>): T {
  const out = { ...base };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
