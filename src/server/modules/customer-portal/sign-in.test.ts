import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { portalClient } from "../../test/portal-helpers.js";
import { createSeller, expect422, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
const clock = manualClock(new Date("2026-06-01T00:00:00.000Z"));
let ipCounter = 0;
const anonymous = () => t.client({ ip: `203.0.113.${++ipCounter}` });

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: "true" } });
  seller = await createSeller(t, "Code Shop");
});
afterAll(() => t.close());

let counter = 0;
async function customer() {
  counter += 1;
  const email = `code-buyer-${counter}@example.com`;
  const res = await seller.api.post("/v1/customers/", { email, name: `Code Buyer ${counter}` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; email: string; email_verified: boolean };
}

const request = (email: string, client = anonymous()) =>
  client.post("/v1/customer-portal/customer-session/request", {
    email,
    organization_id: seller.organizationId,
  });
const authenticate = (code: string, client = anonymous()) =>
  client.post("/v1/customer-portal/customer-session/authenticate", { code });

async function emailedCode(email: string): Promise<string> {
  const mail = await t.lastEmail(email, "customer-portal-sign-in-code");
  const match = /^([A-Z0-9]{6}) is your/.exec(mail.subject);
  if (!match) throw new Error(`no code in ${mail.subject}`);
  expect(mail.text).toContain(match[1]);
  return match[1]!;
}

describe("portal sign-in by emailed code", () => {
  it("emails a 6-character code that signs the customer in once and verifies their email", async () => {
    const c = await customer();
    expect(c.email_verified).toBe(false);
    expect((await request(c.email.toUpperCase())).status).toBe(202);
    const code = await emailedCode(c.email);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const signedIn = await authenticate(code.toLowerCase());
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.token).toMatch(/^polar_cst_/);
    const user = await portalClient(t, signedIn.body.token).get("/v1/customer-portal/customer-session/user");
    expect(user.body.customer_id).toBe(c.id);
    expect((await seller.api.get(`/v1/customers/${c.id}`)).body.email_verified).toBe(true);
    // Used once.
    expect((await authenticate(code)).status).toBe(401);
  });

  it("answers 202 for unknown emails and sends nothing", async () => {
    const res = await request("nobody-here@example.com");
    expect(res.status).toBe(202);
    await expect(t.lastEmail("nobody-here@example.com")).rejects.toThrow(/No email/);
    const unknownOrg = await anonymous().post("/v1/customer-portal/customer-session/request", {
      email: "nobody-here@example.com",
      organization_id: "0190a000-0000-7000-8000-000000000000",
    });
    expect(unknownOrg.status).toBe(202);
  });

  it("refuses a wrong code and an expired one with 401", async () => {
    const c = await customer();
    await request(c.email);
    const code = await emailedCode(c.email);
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    const refused = await authenticate(wrong);
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toMatch(/Invalid or expired code/);
    clock.advance(30 * 60_000);
    expect((await authenticate(code)).status).toBe(401);
  });

  it("keeps a code valid until its 30 minutes end", async () => {
    const c = await customer();
    await request(c.email);
    const code = await emailedCode(c.email);
    clock.advance(30 * 60_000 - 1_000);
    expect((await authenticate(code)).status).toBe(200);
  });

  it("validates its bodies", async () => {
    expect422(
      await anonymous().post("/v1/customer-portal/customer-session/request", {
        email: "not-an-email",
        organization_id: seller.organizationId,
      }),
      ["body", "email"],
    );
    expect422(
      await anonymous().post("/v1/customer-portal/customer-session/request", { email: "a@example.com" }),
      ["body", "organization_id"],
    );
    expect422(await anonymous().post("/v1/customer-portal/customer-session/authenticate", {}), [
      "body",
      "code",
    ]);
  });

  it("limits requests per email and attempts per address", async () => {
    const c = await customer();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await request(c.email)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);

    const client = anonymous();
    const attempts: number[] = [];
    for (let i = 0; i < 21; i++) attempts.push((await authenticate("ZZZZZZ", client)).status);
    expect(attempts.slice(0, 20).every((s) => s === 401)).toBe(true);
    const last = await authenticate("ZZZZZZ", client);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
