import { ALL_SCOPES } from "../../shared/scopes.js";
import type { AppContext } from "../context.js";
import { createToken } from "../modules/access-tokens/service.js";
import { type DemoCatalog, ensureDemoCatalog } from "./catalog.js";
import { type DemoHistory, ensureDemoHistory } from "./history.js";
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoOrganization, ensureDemoOwner } from "./owner.js";
import { DEMO_USAGE_DAYS, type DemoUsage, ensureDemoUsage } from "./usage.js";

export interface DemoSeedResult {
  email: string;
  password: string;
  organization_id: string;
  organization_slug: string;
  access_token: string;
  created: { owner: boolean; organization: boolean };
  catalog: DemoCatalog;
  usage: DemoUsage;
  history: DemoHistory;
}

export const DEMO_TOKEN_COMMENT = "kassa seed --demo";

/**
 * `kassa seed --demo`: the demo owner, the "Kassa Demo" organization and its catalog, created the
 * first time and found again after (no duplicates), usage events for the "API requests" meter
 * (deduplicated by their external ids), plus a new all-scopes access token on every
 * run (tokens are stored hashed, so an earlier one cannot be shown again).
 */
export async function seedDemo(
  ctx: AppContext,
  opts: { historyDays?: number } = {},
): Promise<DemoSeedResult> {
  const owner = await ensureDemoOwner(ctx);
  const org = await ensureDemoOrganization(ctx, owner.userId);
  const catalog = await ensureDemoCatalog(ctx, org.organizationId);
  const usage = await ensureDemoUsage(ctx, org.organizationId);
  const history = await ensureDemoHistory(ctx, org.organizationId, catalog, opts.historyDays);
  const { token } = await createToken(ctx, org.organizationId, {
    comment: DEMO_TOKEN_COMMENT,
    scopes: ALL_SCOPES,
  });
  return {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    organization_id: org.organizationId,
    organization_slug: org.slug,
    access_token: token,
    created: { owner: owner.created, organization: org.created },
    catalog,
    usage,
    history,
  };
}

/** The `--json` output: exactly these keys. */
export function seedJson(result: DemoSeedResult) {
  const { email, password, organization_id, organization_slug, access_token } = result;
  return { email, password, organization_id, organization_slug, access_token };
}

function historyLine(history: DemoHistory): string {
  const c = history.counts;
  if (!c) return history.created ? "none" : "already there (or not asked for): nothing added";
  return [
    `made in ${(history.ms / 1000).toFixed(1)} s: ${c.customers} customers, ${c.checkouts.succeeded} paid and ${c.checkouts.abandoned} abandoned checkouts,`,
    `               ${c.orders} orders (${c.renewals} renewals) in ${c.currencies.join(" and ")}, ${c.subscriptions} subscriptions`,
    `               (${c.canceled_at_period_end} canceled at period end, ${c.revoked} revoked, ${c.ended} ended),`,
    `               ${c.refunds.full} full and ${c.refunds.partial} partial refunds, ${c.usage_events} api_request events`,
  ].join("\n");
}

/** What `kassa seed --demo` prints for a person. */
export function seedSummary(result: DemoSeedResult, baseUrl: string): string {
  const made = (created: boolean) => (created ? "created" : "already there");
  return [
    "Kassa demo data is ready.",
    "",
    `  Sign in at   ${baseUrl}`,
    `  Email        ${result.email}`,
    `  Password     ${result.password}`,
    `  Organization Kassa Demo (${result.organization_slug}, ${result.organization_id}; ${made(result.created.organization)})`,
    `  Access token ${result.access_token}`,
    "               (all scopes; shown this once, a new one on every run)",
    `  Catalog      ${Object.keys(result.catalog.products).length} products (one-time, monthly with a trial, yearly, pay what you want, free, metered), ${Object.keys(result.catalog.benefits).length} benefits, 1 meter, discount code ${result.catalog.discount_code} (20% off)`,
    `  Usage        ${result.usage.inserted} new api_request events (${result.usage.duplicates} already sent) from ${result.usage.customers} customers over the last ${DEMO_USAGE_DAYS} days`,
    `  History      ${historyLine(result.history)}`,
    "",
    `Try: curl -H "Authorization: Bearer ${result.access_token}" ${baseUrl}/v1/organizations/`,
  ].join("\n");
}
