import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import { iso } from "../../http/v1/params.js";
import { uuidv7 } from "../../lib/ids.js";
import {
  deleteIntegration,
  findIntegration,
  type IntegrationProvider,
  type IntegrationRow,
  listIntegrations,
  upsertIntegration,
} from "./integrations-repository.js";
import { open, seal } from "./secret-box.js";

/** An integration as the API shows it: never the token, only its last four characters. */
export function serializeIntegration(row: IntegrationRow) {
  return {
    provider: row.provider,
    token_hint: `…${row.tokenHint}`,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
  };
}

export async function listOrgIntegrations(ctx: { db: Executor }, organizationId: string) {
  return (await listIntegrations(ctx.db, organizationId)).map(serializeIntegration);
}

/** Stores (or replaces) the organization's GitHub or Discord token, encrypted. */
export async function setIntegrationToken(
  ctx: Pick<AppContext, "db" | "clock" | "config">,
  organizationId: string,
  provider: IntegrationProvider,
  token: string,
) {
  const now = ctx.clock.now();
  const row = await upsertIntegration(
    ctx.db,
    {
      id: uuidv7(),
      organizationId,
      provider,
      tokenCiphertext: seal(ctx.config.authSecret, token),
      tokenHint: token.slice(-4),
      createdAt: now,
    },
    now,
  );
  return serializeIntegration(row);
}

export async function removeIntegration(
  ctx: { db: Executor },
  organizationId: string,
  provider: IntegrationProvider,
) {
  if (!(await deleteIntegration(ctx.db, organizationId, provider))) throw new NotFoundError("Integration");
}

/** The organization's token for the provider, or null when none is configured (or it cannot be read). */
export async function integrationToken(
  ctx: Pick<AppContext, "db" | "config">,
  organizationId: string,
  provider: IntegrationProvider,
): Promise<string | null> {
  const row = await findIntegration(ctx.db, organizationId, provider);
  return row ? open(ctx.config.authSecret, row.tokenCiphertext) : null;
}
