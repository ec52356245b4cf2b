import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { findEmails } from "./repository.js";
import { queueEmailsIn } from "./service.js";
import { cycledReceipt } from "./templates/cycled-receipt-fixture.js";
import { slottedHtmlOf } from "./templates/slots.js";
import { subscriptionCycledEmail, subscriptionCycledEmails } from "./templates/subscription-cycled.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const receipt = (k: number, discount = 0) => cycledReceipt(k, { discount, urlTail: "\\x" });

describe("queueEmailsIn with receipts of one shape", () => {
  it("stores each receipt's HTML exactly as rendering it alone gives, beside emails given whole", async () => {
    const many = subscriptionCycledEmails();
    const inputs = [receipt(1), receipt(2), receipt(3), receipt(1, 200), receipt(4, 200)];
    const slotted = await Promise.all(inputs.map((i) => many(i)));
    expect(slotted.every((m) => slottedHtmlOf(m) !== null)).toBe(true);
    const alone = await Promise.all(inputs.map((i) => subscriptionCycledEmail(i)));
    const plain = {
      to: "plain@example.com",
      subject: "Plain",
      text: "plain",
      html: "<p>plain &amp; whole</p>",
    };
    const ids = await t.ctx.db.transaction((tx) =>
      queueEmailsIn(tx, t.ctx, [
        ...slotted.map((message, i) => ({
          template: "subscription-cycled",
          message,
          dedupeKey: `slotted-${i}`,
        })),
        { template: "plain", message: plain },
      ]),
    );
    expect(ids).toHaveLength(6);
    const rows = new Map((await findEmails(t.ctx.db, ids, { html: true })).map((r) => [r.id, r]));
    alone.forEach((message, i) => {
      const row = rows.get(ids[i]!)!;
      expect(row.html).toBe(message.html);
      expect(row).toMatchObject({
        status: "queued",
        attempts: 0,
        transport: "outbox",
        error: null,
        sentAt: null,
      });
      expect({ to: row.to, subject: row.subject, text: row.text }).toEqual({
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    });
    expect(rows.get(ids[5]!)!.html).toBe(plain.html);
    // Without the HTML (the outbox's delivery reads none): the rest as stored.
    const light = new Map((await findEmails(t.ctx.db, ids, { html: false })).map((r) => [r.id, r]));
    expect(light.get(ids[0]!)).toEqual({ ...rows.get(ids[0]!), html: null });
  });
});
