import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { expect, onTestFailed } from "vitest";

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

/**
 * Full-page screenshots of `page` at 1366 px and 390 px, kept as test artifacts in
 * test-results/e2e/screens/<name>-<width>.png (`ready` waits for what must show at each width);
 * the phone one must not scroll sideways.
 */
/**
 * Waits until no CSS transition runs (a resize collapses the sidebar with one; a screenshot taken
 * during it shows the page half drawn). Endless animations, such as a spinner, are not waited for.
 */
export async function transitionsDone(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.constructor.name !== "CSSTransition" || a.playState !== "running"),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
}

export async function shoot(page: Page, name: string, ready: () => Promise<unknown>) {
  const dir = join(shotsDir, "screens");
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await ready();
  await page.screenshot({ path: join(dir, `${name}-1366.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await ready();
  await transitionsDone(page);
  await expectNoSideScroll(page, `${name} scrolls sideways at 390 px`);
  await page.screenshot({ path: join(dir, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * The page does not scroll sideways. Polled: after a viewport change, charts and tables measure
 * their boxes again (ResizeObserver) a frame or more later, so a single read can see the old width.
 */
export async function expectNoSideScroll(page: Page, message = "the page scrolls sideways") {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message })
    .toBeLessThanOrEqual(0);
}
