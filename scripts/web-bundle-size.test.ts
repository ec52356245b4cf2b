import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  firstLoad,
  foreignEntryImports,
  KB,
  type Manifest,
  PAGES,
  type PageSpec,
  readManifest,
} from "./web-bundle-size";

const root = new URL("..", import.meta.url).pathname;
let out: string;

/** `npm run build` into `out`, in a shell that says NODE_ENV=development. */
function build(...args: string[]) {
  execFileSync(process.execPath, [join(root, "scripts/build-web.mjs"), "--out-dir", out, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "development" },
    stdio: "pipe",
  });
}

const stamp = () => JSON.parse(readFileSync(join(out, ".vite/kassa-build.json"), "utf8")).nodeEnv;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), "kassa-web-"));
  build();
}, 180_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("foreignEntryImports", () => {
  // The shape of the reverted grouping (a1823f3): a chunk the portal loads imported the dashboard's entry.
  const manifest: Manifest = {
    "index.html": {
      file: "assets/main.js",
      isEntry: true,
      imports: ["_shared.js"],
      dynamicImports: ["src/web/Home.tsx"],
    },
    "portal.html": { file: "assets/portal.js", isEntry: true, dynamicImports: ["_notes.js"] },
    "_notes.js": { file: "assets/notes.js", imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared.js", imports: ["index.html"] },
    "src/web/Home.tsx": { file: "assets/Home.js", isDynamicEntry: true, imports: ["index.html"] },
  };
  it("names a chunk another page loads that imports an entry, not a page's own lazy chunk", () => {
    expect(foreignEntryImports(manifest)).toEqual(["_shared.js -> index.html (loaded by portal.html)"]);
    expect(foreignEntryImports({ ...manifest, "_shared.js": { file: "assets/shared.js" } })).toEqual([]);
  });
});

describe("the built web app", () => {
  it("is React's production build even when the shell says NODE_ENV=development", () => {
    expect(stamp()).toBe("production");
    const js = readdirSync(join(out, "assets")).filter((f) => f.endsWith(".js"));
    // A message only React DOM's development build carries.
    const dev = js.filter((f) =>
      readFileSync(join(out, "assets", f), "utf8").includes("In HTML, %s cannot be a child"),
    );
    expect(dev).toEqual([]);
  });

  it("is rebuilt by --if-stale when the last build was a development one", () => {
    writeFileSync(join(out, ".vite/kassa-build.json"), JSON.stringify({ nodeEnv: "development" }));
    build("--if-stale");
    expect(stamp()).toBe("production");
  }, 180_000);

  it("keeps the hosted checkout's first-load JS within 100 KB gzip and off the dashboard's chunks", () => {
    const manifest = readManifest(out);
    const checkout = firstLoad(out, PAGES.find((p) => p.html === "checkout.html")!, manifest);
    expect(checkout.gzip).toBeLessThanOrEqual(100 * KB);
    const files = checkout.files.map((f) => f.file).join(" ");
    expect(files).not.toMatch(/mantine|main-|portal-/);
  });

  // What the dashboard's first pages fetch later, on first use: menus and tooltips (Mantine's
  // Menu, Tooltip, Popover, Select and floating-ui), the notifications container, the charts
  // (recharts) and the passkey code (@simplewebauthn/browser). Mantine names its components in
  // the built code (`displayName`), recharts its classes, simplewebauthn its error codes.
  const LATER = [
    "`@mantine/core/Menu`",
    "`@mantine/core/Tooltip`",
    "`@mantine/core/Popover`",
    "`@mantine/core/Select`",
    "`@mantine/core/ScrollArea`",
    "`@mantine/notifications/NotificationContainer`",
    "`@mantine/charts/",
    "recharts-surface",
    "ERROR_CEREMONY_ABORTED",
  ];
  const firstLoadCode = (page: PageSpec) =>
    firstLoad(out, page)
      .files.map((f) => readFileSync(join(out, f.file), "utf8"))
      .join("\n");

  it("leaves menus, tooltips, notifications, charts and passkey code off the dashboard's first pages", () => {
    const home = firstLoadCode(PAGES.find((p) => p.name.includes("(/)"))!);
    const signIn = firstLoadCode(PAGES.find((p) => p.name.includes("sign-in"))!);
    // The overview draws the signed-in shell (SignedInShell, AppShell's classes); the sign-in page does not load it.
    expect(home).toContain("m_89ab340 mantine-AppShell-root");
    expect(signIn).not.toContain("m_89ab340 mantine-AppShell-root");
    expect(LATER.filter((marker) => home.includes(marker))).toEqual([]);
    // The better-auth client (its session signal's name) comes after the overview's first paint
    // (src/web/session.ts); the sign-in page signs in with it.
    expect(home).not.toContain("`$sessionSignal`");
    expect(signIn).toContain("`$sessionSignal`");
    expect(LATER.filter((marker) => signIn.includes(marker))).toEqual([]);
  });

  // The first-load chunks are grouped by the pages that load them (scripts/first-load-chunks.mjs);
  // a grouped chunk that held an HTML page's own module imported that page's script, and the
  // customer portal ran the dashboard's entry when it loaded it.
  it("has no chunk that imports another page's entry chunk", () => {
    const manifest = readManifest(out);
    expect(foreignEntryImports(manifest)).toEqual([]);
    // Each page's entry chunk holds its script only (main.tsx is a few lines; nothing else in it).
    const main = readFileSync(join(out, manifest["index.html"]!.file), "utf8");
    expect(main.length).toBeLessThan(1500);
  });

  // `/` and `/sign-in` are held to the 150 KB budget, the portal to its ceiling (docs/dashboard.md).
  it.each(PAGES.map((p) => [p.name, p] as const))("keeps %s within its first-load ceiling", (_name, page) => {
    expect(firstLoad(out, page).gzip).toBeLessThanOrEqual(page.ceiling);
  });
});
