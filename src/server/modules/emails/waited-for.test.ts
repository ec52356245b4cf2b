/**
 * Emails someone is waiting for (sign-in codes, verification links) go out in the workers' urgent
 * lane (`email.send-now`); receipts and other notices in the general one (`email.send`). A burst
 * of queued work never delays a sign-in code.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.js";
import { emailMessage } from "../../db/schema/emails.js";
import { job } from "../../db/schema/jobs.js";
import { enqueueJob } from "../../jobs/queue.js";
import { type JobHandlers, jobHandlers } from "../../jobs/registry.js";
import { startWorker } from "../../jobs/worker.js";
import { client, makeCheckout, makeProduct, payBody } from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { SEND_EMAIL_JOB, SEND_EMAIL_NOW_JOB } from "./service.js";

let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp({ env: { WORKER_CONCURRENCY: "1", WORKER_URGENT_CONCURRENCY: "1" } });
  seller = await createSeller(t, "Waiting Room");
});
afterAll(() => t.close());

let counter = 0;
async function customerEmail(): Promise<string> {
  counter += 1;
  const email = `waiting-${counter}@example.com`;
  const res = await seller.api.post("/v1/customers/", { email, name: `Waiting ${counter}` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return email;
}

const requestCode = (email: string) =>
  t.client().post("/v1/customer-portal/customer-session/request", {
    email,
    organization_id: seller.organizationId,
  });

/** The name of the job that delivers the latest email of `template` to `to`. */
async function jobOf(to: string, template: string): Promise<string> {
  const [email] = await t.ctx.db
    .select({ id: emailMessage.id })
    .from(emailMessage)
    .where(sql`${emailMessage.to} = ${to} and ${emailMessage.template} = ${template}`);
  expect(email, `an email ${template} to ${to}`).toBeDefined();
  const [row] = rowsOf<{ name: string }>(
    await t.ctx.db.execute(
      sql`select name from ${job} where payload->>'emailId' = ${email!.id} or payload->'emailIds' ? ${email!.id}`,
    ),
  );
  return row!.name;
}

describe("emails someone waits for", () => {
  it("queue sign-in codes and account links for the urgent lane, receipts for the general one", async () => {
    const email = await customerEmail();
    expect((await requestCode(email)).status).toBe(202);
    expect(await jobOf(email, "customer-portal-sign-in-code")).toBe(SEND_EMAIL_NOW_JOB);

    const account = `account-${Date.now()}@example.com`;
    const signUp = await t.client().post("/api/auth/sign-up/email", {
      email: account,
      password: "correct-horse-battery",
      name: "Account",
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    expect(await jobOf(account, "verify-email")).toBe(SEND_EMAIL_NOW_JOB);
    const reset = await t.client().post("/api/auth/request-password-reset", { email: account });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await jobOf(account, "reset-password")).toBe(SEND_EMAIL_NOW_JOB);

    // A purchase's receipt is not waited for.
    const buyer = "receipt-buyer@example.com";
    const product = await makeProduct(seller, {
      name: "Guide",
      prices: [{ amount_type: "fixed", price_amount: 900 }],
    });
    const checkout = await makeCheckout(seller, { products: [product.id] });
    const paid = await client(t).confirm(checkout.client_secret, payBody({ customer_email: buyer }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await t.runJobs();
    expect(await jobOf(buyer, "order-confirmation")).toBe(SEND_EMAIL_JOB);
    // Both kinds are delivered by the same handler.
    expect(jobHandlers[SEND_EMAIL_NOW_JOB]).toBe(jobHandlers[SEND_EMAIL_JOB]);
  });

  it("delivers a sign-in code at once while the general slot is busy and more work waits", async () => {
    await t.runJobs();
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handlers: JobHandlers = { ...jobHandlers, "test.slow": () => released };
    // Queued before the code: a first-in-first-out queue would send it after all of them.
    for (let i = 0; i < 5; i++) await enqueueJob(t.ctx.db, t.ctx.clock.now(), "test.slow", { i });
    const worker = startWorker(t.ctx, handlers);
    try {
      const email = await customerEmail();
      expect((await requestCode(email)).status).toBe(202);
      await expect
        .poll(
          async () => {
            const [row] = await t.ctx.db
              .select({ status: emailMessage.status })
              .from(emailMessage)
              .where(eq(emailMessage.to, email));
            return row?.status;
          },
          { timeout: 10_000, interval: 20 },
        )
        .toBe("sent");
      const [slow] = rowsOf<{ n: number }>(
        await t.ctx.db.execute(
          sql`select count(*)::int as n from ${job} where name = 'test.slow' and status <> 'succeeded'`,
        ),
      );
      expect(slow!.n).toBe(5);
    } finally {
      release();
      await worker.stop();
    }
  });
});
