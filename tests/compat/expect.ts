import { HTTPValidationError } from "@polar-sh/sdk/models/errors/httpvalidationerror.js";
import { ResourceNotFound } from "@polar-sh/sdk/models/errors/resourcenotfound.js";
import { ResponseValidationError } from "@polar-sh/sdk/models/errors/responsevalidationerror.js";
import { expect } from "vitest";

/** An id that exists nowhere (valid UUIDv7 shape). */
export const UNKNOWN_ID = "0190c2d0-0000-7000-8000-000000000000";

/**
 * Awaits an SDK call. When Kassa's response does not satisfy the SDK's schema, fails with the
 * exact zod issues (field path + expectation) instead of the SDK's generic message.
 */
export async function ok<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ResponseValidationError) {
      throw new Error(
        `ResponseValidationError (the SDK rejected Kassa's response):\n${error.pretty()}\n` +
          `body: ${String(error.body).slice(0, 2000)}`,
      );
    }
    if (error instanceof Error && /Unexpected Status or Content-Type/i.test(error.message)) {
      const body = (error as { body?: string }).body;
      throw new Error(`${error.message}\nbody: ${String(body).slice(0, 2000)}`);
    }
    throw error;
  }
}

async function rejection(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("expected the SDK call to fail, but it succeeded");
}

function describeError(error: unknown): string {
  if (error instanceof ResponseValidationError) return `ResponseValidationError: ${error.pretty()}`;
  if (error instanceof Error) {
    const e = error as Error & { statusCode?: number; body?: string };
    return `${e.name} ${e.statusCode ?? ""}: ${e.message} ${e.body ?? ""}`;
  }
  return String(error);
}

/** The call fails with the SDK's typed `ResourceNotFound` (a 404 the SDK maps). */
export async function expectNotFound(call: Promise<unknown>): Promise<ResourceNotFound> {
  const error = await rejection(call);
  expect(error instanceof ResourceNotFound, describeError(error)).toBe(true);
  const notFound = error as ResourceNotFound;
  expect(notFound.statusCode).toBe(404);
  expect(notFound.error).toBe("ResourceNotFound");
  return notFound;
}

/** The call fails with the SDK's typed `HTTPValidationError` (422); returns the `loc`s joined by dots. */
export async function expectInvalid(call: Promise<unknown>): Promise<string[]> {
  const error = await rejection(call);
  expect(error instanceof HTTPValidationError, describeError(error)).toBe(true);
  const invalid = error as HTTPValidationError;
  expect(invalid.statusCode).toBe(422);
  expect(invalid.detail?.length ?? 0).toBeGreaterThan(0);
  return (invalid.detail ?? []).map((d) => d.loc.join("."));
}

/** The call fails with an API error of this status (no response validation error). */
export async function expectStatus(call: Promise<unknown>, status: number): Promise<unknown> {
  const error = await rejection(call);
  expect(error, describeError(error)).not.toBeInstanceOf(ResponseValidationError);
  expect((error as { statusCode?: number }).statusCode, describeError(error)).toBe(status);
  return error;
}
