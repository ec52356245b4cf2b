import { defaultKeyHasher } from "@better-auth/api-key";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashAccessToken } from "./principal.js";

describe("access-token hash", () => {
  it("is better-auth's API-key hash, for any token", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", maxLength: 80 }), async (suffix) => {
        const token = `kassa_oat_${suffix}`;
        expect(hashAccessToken(token)).toBe(await defaultKeyHasher(token));
      }),
      { numRuns: 300 },
    );
  });
});
