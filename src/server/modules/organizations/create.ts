import type { z } from "@hono/zod-openapi";
import { APIError } from "better-auth";
import { findOrganization, slugTaken, updateOrganization } from "../../auth/service.js";
import type { AppContext } from "../../context.js";
import { AppError, ForbiddenError, RequestValidationError } from "../../http/errors.js";
import type { OrganizationCreate } from "./schemas.js";
import { organizationPatch, serializeOrganization } from "./service.js";

export type OrganizationCreateInput = z.infer<typeof OrganizationCreate>;

const slugInUse = (slug: string) =>
  new RequestValidationError([
    { loc: ["body", "slug"], msg: "An organization with this slug already exists", input: slug },
  ]);

/**
 * Creates an organization for the signed-in user (who becomes its owner) through better-auth's
 * organization plugin, then stores the seller profile. The session's active organization stays
 * as it was. `headers` carry the user's session cookie.
 */
export async function createOrg(
  ctx: Pick<AppContext, "db" | "clock" | "auth">,
  headers: Headers,
  input: OrganizationCreateInput,
) {
  if (await slugTaken(ctx.db, input.slug)) throw slugInUse(input.slug);
  let created: { id: string };
  try {
    created = await ctx.auth.api.createOrganization({
      body: {
        name: input.name,
        slug: input.slug,
        logo: input.avatar_url ?? undefined,
        keepCurrentActiveOrganization: true,
      },
      headers,
    });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === "ORGANIZATION_ALREADY_EXISTS") throw slugInUse(input.slug);
    if (error.statusCode === 401) throw new AppError(401, "Unauthorized", error.message);
    if (error.statusCode === 403) throw new ForbiddenError(error.message);
    throw new AppError(400, "BadRequest", error.message);
  }
  const row = await findOrganization(ctx.db, created.id);
  const { updatedAt: _, ...patch } = organizationPatch(row!, { ...input, name: null }, ctx.clock.now());
  const saved = Object.keys(patch).length ? await updateOrganization(ctx.db, created.id, patch) : row;
  return serializeOrganization(saved!);
}
