import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs `code` in a fresh Node process (its own module cache) with NODE_ENV set as given. */
function inFreshProcess(code: string, env: Record<string, string>) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim()) as Record<string, unknown>;
}

const PROBE = `
  import { loadProductionReact } from "./src/server/lib/react-build.ts";
  const build = loadProductionReact();
  const env = process.env.NODE_ENV ?? null;
  const { render } = await import("@react-email/render");
  const { createElement } = await import("react");
  const html = await render(createElement("p", null, "hi"));
  const { jsx } = await import("react/jsx-runtime");
  const { createRequire } = await import("node:module");
  const ran = Object.entries(createRequire(import.meta.url).cache).filter(([f, m]) => m.loaded && /react/.test(f) && /\\.(production|development)\\.js$/.test(f)).map(([f]) => f);
  // A development element carries its checks' bookkeeping (_store); a production one does not.
  console.log(JSON.stringify({ build, env, html: html.includes("<p>hi</p>"), devElement: "_store" in jsx("p", {}), dev: ran.filter((f) => f.includes(".development.")).length, prod: ran.filter((f) => f.includes(".production.")).length }));
`;

describe("loadProductionReact", () => {
  it("loads React's production build whatever NODE_ENV is, and leaves NODE_ENV as it was", () => {
    for (const [env, expected] of [
      [{ NODE_ENV: "development" }, "development"],
      [{}, null],
    ] as const) {
      const seen = inFreshProcess(PROBE, env);
      expect(seen).toMatchObject({
        build: "production",
        env: expected,
        html: true,
        devElement: false,
        dev: 0,
      });
      expect(seen.prod).toBeGreaterThanOrEqual(3);
    }
  });

  it("keeps the development build with KASSA_REACT_DEVELOPMENT=1", () => {
    const seen = inFreshProcess(PROBE, { NODE_ENV: "development", KASSA_REACT_DEVELOPMENT: "1" });
    expect(seen).toMatchObject({
      build: "development",
      env: "development",
      html: true,
      devElement: true,
      prod: 0,
    });
  });
});
