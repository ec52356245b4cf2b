import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { onTestFailed } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, headless, with the flags this machine needs (no network beyond localhost). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

const shotsDir = join(new URL("../..", import.meta.url).pathname, "test-results", "e2e");

/** Saves a screenshot of each given page if the current test fails. Call at the start of a test. */
export function screenshotOnFailure(name: string, ...pages: Page[]) {
  onTestFailed(async () => {
    mkdirSync(shotsDir, { recursive: true });
    let i = 0;
    for (const p of pages) {
      i += 1;
      const file = join(shotsDir, `${name.replace(/[^a-z0-9]+/gi, "-")}-${i}.png`);
      await p.screenshot({ path: file, fullPage: true }).catch(() => {});
      console.error(`screenshot: ${file}`);
    }
  });
}
