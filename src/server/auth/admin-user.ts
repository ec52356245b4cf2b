import { z } from "zod";
import type { AppContext } from "../context.js";

export class AdminCreateError extends Error {
  override name = "AdminCreateError";
}

const Input = z.object({
  email: z.email({ message: "--email must be an email address" }).transform((e) => e.toLowerCase()),
  password: z
    .string()
    .min(8, { message: "--password must be at least 8 characters" })
    .max(128, { message: "--password must be at most 128 characters" }),
  name: z.string().trim().min(1).max(200).optional(),
});

export type AdminInput = z.infer<typeof Input>;

/** Validates `admin create` input before anything touches the database. */
export function parseAdminInput(input: {
  email?: string;
  password?: string;
  name?: string | undefined;
}): AdminInput {
  const parsed = Input.safeParse(input);
  if (!parsed.success) throw new AdminCreateError(parsed.error.issues.map((i) => i.message).join("; "));
  return parsed.data;
}

/**
 * Creates a verified administrator who can sign in at once, or, when the email already has an
 * account, makes it a verified administrator and sets the given password.
 */
export async function createAdmin(
  ctx: AppContext,
  input: { email: string; password: string; name?: string | undefined },
): Promise<{ created: boolean; email: string; userId: string }> {
  const { email, password, name } = parseAdminInput(input);
  const auth = await ctx.auth.$context;
  const hash = await auth.password.hash(password);
  const existing = await auth.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (existing) {
    const userId = existing.user.id;
    await auth.internalAdapter.updateUser(userId, { emailVerified: true, role: "admin", banned: false });
    const credential = existing.accounts.find((a) => a.providerId === "credential");
    if (credential) await auth.internalAdapter.updatePassword(userId, hash);
    else
      await auth.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: hash,
      });
    return { created: false, email, userId };
  }
  const user = await auth.internalAdapter.createUser(
    {
      email,
      name: name ?? email.split("@")[0]!,
      emailVerified: true,
      role: "admin",
    },
    { method: "admin" },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  return { created: true, email, userId: user.id };
}
