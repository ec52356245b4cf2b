import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure, shoot } from "./browser";
import { newPage, submitSignIn } from "./helpers";
import { buy, eventually, licensedProduct } from "./portal-fixtures";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
let page: Page;
const contexts: BrowserContext[] = [];

type Order = { id: string; invoice_number: string; customer: { email: string } };

/** The invoice numbers the API lists for `query` (one page). */
async function apiInvoices(query: string): Promise<string[]> {
  const list = await seller.api("GET", `/orders/${query}`);
  return list.items.map((o: Order) => o.invoice_number);
}

const table = (name: string) => page.getByRole("table", { name });
/** The invoice numbers shown, in the table's order (the fifth column). */
const shownInvoices = () => table("Orders").locator("tbody tr td:nth-child(5)").allTextContents();
const param = (name: string) => new URL(page.url()).searchParams.get(name);

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "lena@example.com",
    password: "lena-password-1",
    name: "Lena Seller",
    organization: "Tables Co",
  });
  const product = (name: string, amount: number) =>
    seller.api("POST", "/products/", {
      name,
      prices: [{ amount_type: "fixed", price_amount: amount, price_currency: "usd" }],
    });
  const cheap = await product("Sticker", 500);
  const mid = await product("Poster", 2500);
  const licensed = await licensedProduct(seller, "Desk App");
  // 12 orders: three of Ann's, nine of others, at three prices; two of them issue license keys.
  const buyers = ["ann", "bob", "cy", "ann", "dee", "eve", "fay", "ann", "gus", "hal", "ivy", "jo"];
  for (const [i, who] of buyers.entries()) {
    const productId = i === 2 || i === 5 ? licensed.id : i % 2 ? mid.id : cheap.id;
    await buy(server, seller, productId, { email: `${who}@lists.test`, name: `${who} Buyer` });
  }
  await eventually(
    async () => (await seller.api("GET", "/license-keys/")).items.length === 2,
    "two license keys",
  );
  page = await newPage(browser, contexts);
  await submitSignIn(server, page, seller.email, seller.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

describe("dashboard lists as tables", () => {
  it("sorts, searches, paginates and exports the orders table as the API lists them", async () => {
    screenshotOnFailure("lists-orders", page);
    await page.goto(`${server.baseUrl}/orders`);
    await page.getByTestId("table-range").getByText("1–12 of 12").waitFor();
    expect(await shownInvoices()).toEqual(await apiInvoices("?limit=20"));
    await shoot(page, "orders", () => page.getByTestId("table-range").getByText("1–12 of 12").waitFor());

    // Pages of 10: the range, then the second page.
    await page.getByRole("combobox", { name: "Rows per page" }).click();
    await page.getByRole("option", { name: "10", exact: true }).click();
    await page.getByTestId("table-range").getByText("1–10 of 12").waitFor();
    await page.getByRole("button", { name: "2", exact: true }).click();
    await page.getByTestId("table-range").getByText("11–12 of 12").waitFor();
    expect(param("page")).toBe("2");
    await expect.poll(shownInvoices).toEqual(await apiInvoices("?limit=10&page=2"));

    // Sort by amount (ascending, then descending), then by date: back to page 1, as the API sorts.
    await page.getByRole("button", { name: "Sort by amount" }).click();
    await expect.poll(() => param("sorting")).toBe("amount");
    expect(param("page")).toBeNull();
    await expect.poll(shownInvoices).toEqual(await apiInvoices("?limit=10&sorting=amount"));
    await page.getByRole("button", { name: "Sort by amount, ascending" }).click();
    await expect.poll(() => param("sorting")).toBe("-amount");
    await expect.poll(shownInvoices).toEqual(await apiInvoices("?limit=10&sorting=-amount"));
    await page.getByRole("button", { name: "Sort by date" }).click();
    await expect.poll(() => param("sorting")).toBe("created_at");
    await expect.poll(shownInvoices).toEqual(await apiInvoices("?limit=10&sorting=created_at"));

    // Search by customer email.
    await page.getByRole("searchbox", { name: "Search orders" }).fill("ann@lists");
    await page.getByTestId("table-range").getByText("1–3 of 3").waitFor();
    expect(param("query")).toBe("ann@lists");
    const anns = await apiInvoices("?query=ann%40lists&sorting=created_at");
    expect(anns).toHaveLength(3);
    await expect.poll(shownInvoices).toEqual(anns);

    // The export downloads the searched orders: the CSV's rows are the API's list.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const lines = readFileSync(await download.path(), "utf8")
      .trim()
      .split(/\r?\n/);
    const header = lines[0]!.split(",");
    expect(header).toEqual([
      "Email",
      "Created At",
      "Product",
      "Net Amount",
      "Currency",
      "Status",
      "Invoice number",
    ]);
    const rows = lines.slice(1).map((l) => l.split(","));
    expect(rows.map((r) => r[6]).sort()).toEqual([...anns].sort());
    expect(rows.every((r) => r[0] === "ann@lists.test")).toBe(true);

    // A row opens its order.
    await table("Orders").locator("tbody tr").first().click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  });

  it("finds a license key by its key, and keeps the phone page from scrolling sideways", async () => {
    screenshotOnFailure("lists-license-keys", page);
    const keys = (await seller.api("GET", "/license-keys/?sorting=created_at")).items as {
      key: string;
      display_key: string;
    }[];
    await page.goto(`${server.baseUrl}/license-keys`);
    await page.getByTestId("table-range").getByText("1–2 of 2").waitFor();
    await page.getByRole("searchbox", { name: "Search by key" }).fill(keys[1]!.key.toLowerCase());
    await page.getByTestId("table-range").getByText("1–1 of 1").waitFor();
    await table("License keys").getByText(keys[1]!.display_key).waitFor();
    expect(await table("License keys").getByText(keys[0]!.display_key).count()).toBe(0);

    const phone = await newPage(browser, contexts, 390);
    screenshotOnFailure("lists-phone", phone);
    await submitSignIn(server, phone, seller.email, seller.password);
    await phone.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await phone.goto(`${server.baseUrl}/orders`);
    await phone.getByRole("table", { name: "Orders" }).waitFor();
    const widths = await phone.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
  });
});
