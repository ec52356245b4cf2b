import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const dir = new URL(".", import.meta.url).pathname;
const src = resolve(dir, "..");
const ALLOWED_PACKAGES =
  /^(react|react-dom\/client|react-router|@tanstack\/react-query|@mantine\/(core|hooks|notifications)(\/styles\.css)?|@stripe\/stripe-js(\/pure)?)$/;
/** The pure contract modules shared with the dashboard (typed client, error parser, generated types). */
const SHARED = new Set(["web/api/client", "web/api/errors", "web/api/schema.gen"]);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the customer portal's bundle", () => {
  it("imports only its own files, src/shared, the shared /v1 client modules and its UI packages (never the dashboard or the checkout)", () => {
    const offending: string[] = [];
    for (const file of sources(dir)) {
      const source = readFileSync(file, "utf8");
      for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
        let ok: boolean;
        if (spec!.startsWith(".")) {
          const target = relative(src, resolve(dirname(file), spec!));
          ok = target.startsWith("portal-page/") || target.startsWith("shared/") || SHARED.has(target);
        } else ok = ALLOWED_PACKAGES.test(spec!);
        if (!ok) offending.push(`${relative(dir, file)}: ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
