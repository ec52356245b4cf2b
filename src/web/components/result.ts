import { errorMessage } from "./errors";

/** An error from a better-auth client call, keeping the server's code (e.g. "INVITATION_NOT_FOUND"). */
export class AuthCallError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Turns a better-auth client `{ data, error }` result into data, or throws its message. */
export async function unwrap<T>(call: Promise<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await call;
  if (error) {
    const e = error as { code?: unknown; status?: unknown };
    throw new AuthCallError(
      errorMessage(error),
      typeof e.code === "string" ? e.code : undefined,
      typeof e.status === "number" ? e.status : undefined,
    );
  }
  return data as T;
}
