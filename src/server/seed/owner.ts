import type { AppContext } from "../context.js";
import { findOrgBySlug, isOrganizationMember, updateOrg } from "../modules/organizations/service.js";

export const DEMO_EMAIL = "demo@kassa.local";
/** Fixed and documented (README): the demo is for trying Kassa out, never for a real install. */
export const DEMO_PASSWORD = "kassa-demo-password";
export const DEMO_ORG_NAME = "Kassa Demo";
export const DEMO_ORG_SLUG = "kassa-demo";

export class SeedError extends Error {
  override name = "SeedError";
}

/**
 * The demo owner: created verified with DEMO_PASSWORD, or, when it exists, verified again with its
 * password set back to DEMO_PASSWORD (so the printed login always works).
 */
export async function ensureDemoOwner(ctx: AppContext): Promise<{ userId: string; created: boolean }> {
  const auth = await ctx.auth.$context;
  const hash = await auth.password.hash(DEMO_PASSWORD);
  const existing = await auth.internalAdapter.findUserByEmail(DEMO_EMAIL, { includeAccounts: true });
  if (existing) {
    const userId = existing.user.id;
    if (!existing.user.emailVerified) await auth.internalAdapter.updateUser(userId, { emailVerified: true });
    if (existing.accounts.some((a) => a.providerId === "credential")) {
      await auth.internalAdapter.updatePassword(userId, hash);
    } else {
      await auth.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: hash,
      });
    }
    return { userId, created: false };
  }
  const user = await auth.internalAdapter.createUser(
    { email: DEMO_EMAIL, name: "Demo Owner", emailVerified: true },
    { method: "admin" },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  return { userId: user.id, created: true };
}

/** The "Kassa Demo" organization owned by the demo owner, created through better-auth the first time. */
export async function ensureDemoOrganization(
  ctx: AppContext,
  userId: string,
): Promise<{ organizationId: string; slug: string; created: boolean }> {
  const existing = await findOrgBySlug(ctx, DEMO_ORG_SLUG);
  if (existing) {
    if (!(await isOrganizationMember(ctx, existing.id, userId))) {
      throw new SeedError(
        `The slug "${DEMO_ORG_SLUG}" belongs to an organization ${DEMO_EMAIL} is not a member of; the demo seed leaves it alone.`,
      );
    }
    return { organizationId: existing.id, slug: existing.slug, created: false };
  }
  const created = await ctx.auth.api.createOrganization({
    body: { name: DEMO_ORG_NAME, slug: DEMO_ORG_SLUG, userId },
  });
  await updateOrg(ctx, created.id, created.id, {
    email: DEMO_EMAIL,
    socials: [{ platform: "github", url: "https://github.com/kassa-demo" }],
    subscription_settings: { allow_multiple_subscriptions: false, proration_behavior: "prorate" },
  });
  return { organizationId: created.id, slug: created.slug, created: true };
}
