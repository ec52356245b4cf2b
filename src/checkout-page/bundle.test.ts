import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const dir = new URL(".", import.meta.url).pathname;
/** No component library: the page's own components (ui/) keep its first load under 100 KB gzip. */
const ALLOWED_PACKAGES = /^(react|react-dom\/client|@stripe\/stripe-js(\/pure)?|openapi-fetch)$/;
/** The pure contract modules shared with the dashboard (typed client, error parser, generated types). */
const SHARED = new Set(["../web/api/client", "../web/api/errors", "../web/api/schema.gen"]);
const sharedDir = new URL("../web/api/", import.meta.url).pathname;

describe("the hosted checkout's bundle", () => {
  it("imports only its own files, src/shared, React and Stripe.js (never the dashboard, no component library)", () => {
    const offending: string[] = [];
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" });
    for (const file of files.filter((f) => /\.(tsx?|css)$/.test(f) && !f.endsWith(".test.ts"))) {
      const source = readFileSync(join(dir, file), "utf8");
      for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
        // Relative imports are read from the checkout folder (so ui/x's "../y" is "./y").
        const spec2 = spec!.startsWith(".") ? relative(dir, resolve(dir, dirname(file), spec!)) : spec!;
        const local = spec!.startsWith(".") && !spec2.startsWith("..") ? `./${spec2}` : spec2;
        const ok =
          local.startsWith("./") || local.startsWith("../shared/")
            ? !local.replace(/^\.\.\/shared\//, "").includes("..")
            : SHARED.has(local) || ALLOWED_PACKAGES.test(local);
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
