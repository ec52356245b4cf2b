import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = new URL(".", import.meta.url).pathname;
const ALLOWED_PACKAGES =
  /^(react|react-dom\/client|@mantine\/core(\/styles\/[\w-]+\.css)?|@stripe\/stripe-js(\/pure)?|openapi-fetch)$/;
/** The pure contract modules shared with the dashboard (typed client, error parser, generated types). */
const SHARED = new Set(["../web/api/client", "../web/api/errors", "../web/api/schema.gen"]);
const sharedDir = new URL("../web/api/", import.meta.url).pathname;

describe("the hosted checkout's bundle", () => {
  it("imports only its own files, src/shared, React, Mantine's core and Stripe.js (never the dashboard)", () => {
    const offending: string[] = [];
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"))) {
      const source = readFileSync(join(dir, file), "utf8");
      for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
        const ok =
          spec!.startsWith("./") || spec!.startsWith("../shared/")
            ? !spec!.replace(/^\.\.\/shared\//, "").includes("..")
            : SHARED.has(spec!) || ALLOWED_PACKAGES.test(spec!);
        if (!ok) offending.push(`${file}: ${spec}`);
      }
    }
    // The shared modules themselves import only each other and openapi-fetch (no React, no dashboard).
    for (const shared of SHARED) {
      const file = `${shared.replace("../web/api/", "")}.ts`;
      const source = readFileSync(join(sharedDir, file), "utf8");
      for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
        const ok = SHARED.has(spec!.replace(/^\.\//, "../web/api/")) || spec === "openapi-fetch";
        if (!ok) offending.push(`web/api/${file}: ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("can rely on src/shared being pure: no way back to the dashboard or the server", () => {
    const shared = new URL("../shared/", import.meta.url).pathname;
    // Only other shared files, and better-auth's pure access-control helpers (src/shared/access.ts,
    // which the checkout page never imports).
    const PURE_PACKAGES = new Set(["better-auth/plugins/access", "better-auth/plugins/organization/access"]);
    const imports = readdirSync(shared)
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"))
      .flatMap((f) => [
        ...readFileSync(join(shared, f), "utf8").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g),
      ])
      .map((m) => m[1]!)
      .filter((spec) => !(/^\.\/[^/]+$/.test(spec) || PURE_PACKAGES.has(spec)));
    expect(imports).toEqual([]);
  });
});
