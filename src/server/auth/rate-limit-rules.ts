/**
 * better-auth routes that only read the signed-in user's own state, fetched on every page load of
 * the dashboard (and again on focus): the session, the active organization, the organization list
 * of the switcher. Under the general RATE_LIMIT_MAX (100 a minute per client address and path) a
 * team behind one office address, or one seller opening pages in a few tabs, would be refused
 * (and the app could not tell whether they are signed in). They guess nothing (a forged cookie
 * fails its signature check), so they get SESSION_READ_FACTOR times the general allowance; every
 * other route keeps it, and sign-in, sign-up and the email-sending routes keep better-auth's
 * stricter built-in rules.
 */
export const SESSION_READ_PATHS = [
  "/get-session",
  "/organization/get-full-organization",
  "/organization/list",
] as const;

export const SESSION_READ_FACTOR = 10;

/** The window and maximum of a session read, from the general RATE_LIMIT_WINDOW and RATE_LIMIT_MAX. */
export function sessionReadRule(rule: { window: number; max: number }): { window: number; max: number } {
  return { window: rule.window, max: rule.max * SESSION_READ_FACTOR };
}

/** better-auth's `rateLimit.customRules` for the session reads (paths relative to `/api/auth`). */
export function sessionReadRules(rule: { window: number; max: number }) {
  return Object.fromEntries(SESSION_READ_PATHS.map((path) => [path, sessionReadRule(rule)]));
}
