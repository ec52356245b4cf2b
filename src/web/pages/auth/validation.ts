/** Field checks shared by the auth and account forms; each returns a message or null. */

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

export function emailProblem(email: string): string | null {
  if (!email.trim()) return "Enter your email address";
  return /^\S+@\S+\.\S+$/.test(email.trim()) ? null : "Enter a valid email address";
}

export function newPasswordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD) return `At least ${MIN_PASSWORD} characters`;
  if (password.length > MAX_PASSWORD) return `At most ${MAX_PASSWORD} characters`;
  return null;
}

export function usernameProblem(username: string): string | null {
  return /^[a-zA-Z0-9_.]{3,30}$/.test(username) ? null : "3 to 30 letters, digits, underscores or dots";
}

/** A six-digit code from an authenticator app or an email, spaces allowed. */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, "");
}
