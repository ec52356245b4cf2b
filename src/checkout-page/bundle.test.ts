import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = new URL(".", import.meta.url).pathname;
const ALLOWED_PACKAGES =
  /^(react|react-dom\/client|@mantine\/core(\/styles\/[\w-]+\.css)?|@stripe\/stripe-js(\/pure)?)$/;

describe("the hosted checkout's bundle", () => {
  it("imports only its own files, React, Mantine's core and Stripe.js (never the dashboard)", () => {
    const offending: string[] = [];
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"))) {
      const source = readFileSync(join(dir, file), "utf8");
      for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
        const ok = spec!.startsWith("./") ? !spec!.includes("..") : ALLOWED_PACKAGES.test(spec!);
        if (!ok) offending.push(`${file}: ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
