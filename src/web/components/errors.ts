/** A readable message from a better-auth client error or anything thrown. */
export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (!error) return fallback;
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null) {
    const e = error as { message?: unknown; statusText?: unknown };
    if (typeof e.message === "string" && e.message) return e.message;
    if (typeof e.statusText === "string" && e.statusText) return e.statusText;
  }
  return fallback;
}

/** Where to go after signing in: the `next` query parameter when it is a local path, else home. */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get("next");
  return next?.startsWith("/") && !next.startsWith("//") ? next : "/";
}
