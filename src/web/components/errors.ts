/** A readable message from an ApiError, a better-auth client error or anything thrown (the shared parser's). */
export { errorMessage } from "../api/errors";

/** Where to go after signing in: the `next` query parameter when it is a local path, else home. */
export function safeNext(search: string): string {
  const next = new URLSearchParams(search).get("next");
  return next?.startsWith("/") && !next.startsWith("//") ? next : "/";
}
