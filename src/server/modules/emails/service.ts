import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { enqueueJobs } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import { SEND_EMAIL_JOB, SEND_EMAIL_NOW_JOB, SEND_MAX_ATTEMPTS } from "./delivery.js";
import { deleteQueuedEmail, insertEmails } from "./repository.js";
import { slottedHtmlOf } from "./templates/slots.js";
import type { OutgoingEmail } from "./transport.js";

type EmailDeps = Pick<AppContext, "db" | "clock" | "mailer">;

/** Emails queued together that one `email.send` job delivers. */
const EMAILS_PER_SEND_JOB = 100;

/** One email to record: its template name, the message, and optionally its dedupe key. */
export interface EmailToQueue {
  template: string;
  message: OutgoingEmail;
  /**
   * At most one email is ever recorded per key (e.g. `order-confirmation:<order id>:<to>`): a job
   * that runs again, or two paths announcing the same thing, queue nothing the second time.
   */
  dedupeKey?: string;
}

/**
 * Records emails and schedules their delivery in the caller's transaction `tx`, so they commit
 * with the change they tell about. Returns the ids of the emails recorded (a duplicate key is
 * skipped). Delivery (and its retries) happens in the `email.send` job, after the commit, or with
 * `waitedFor` (someone waits for it: a code, a link) in `email.send-now`, which the urgent lane runs.
 */
export async function queueEmailsIn(
  tx: Executor,
  ctx: Pick<AppContext, "clock" | "mailer">,
  emails: EmailToQueue[],
  opts: { waitedFor?: boolean } = {},
): Promise<string[]> {
  const now = ctx.clock.now();
  // Two emails of one call with the same key: the first is recorded, as one after the other would.
  const seen = new Set<string>();
  const rows = emails.flatMap(({ template, message, dedupeKey }) => {
    if (dedupeKey) {
      if (seen.has(dedupeKey)) return [];
      seen.add(dedupeKey);
    }
    return [
      {
        id: uuidv7(),
        template,
        dedupeKey: dedupeKey ?? null,
        to: message.to,
        subject: message.subject,
        text: message.text,
        // A receipt of a batch: its HTML is put together by PostgreSQL, not here (insertEmails).
        ...(slottedHtmlOf(message) ? { slottedHtml: slottedHtmlOf(message) } : { html: message.html }),
        transport: ctx.mailer.kind,
        createdAt: now,
      },
    ];
  });
  const inserted = await insertEmails(tx, rows);
  const ids = rows.filter((r) => inserted.has(r.id)).map((r) => r.id);
  // One delivery job per email, or per EMAILS_PER_SEND_JOB emails of one call (the receipts of a
  // batch of renewals): `deliverEmails` sends them one after the other.
  const jobs = [];
  for (let i = 0; i < ids.length; i += EMAILS_PER_SEND_JOB) {
    const chunk = ids.slice(i, i + EMAILS_PER_SEND_JOB);
    jobs.push({ payload: chunk.length === 1 ? { emailId: chunk[0] } : { emailIds: chunk } });
  }
  const name = opts.waitedFor ? SEND_EMAIL_NOW_JOB : SEND_EMAIL_JOB;
  await enqueueJobs(tx, now, name, jobs, { maxAttempts: SEND_MAX_ATTEMPTS });
  return ids;
}

/**
 * Records an email and schedules its delivery in one transaction. Returns the email id (null when
 * an email with the same dedupe key was recorded before). `waitedFor`: see `queueEmailsIn`.
 */
export async function queueEmail(
  ctx: EmailDeps,
  template: string,
  message: OutgoingEmail,
  opts: { dedupeKey?: string; waitedFor?: boolean } = {},
): Promise<string | null> {
  const email = { template, message, ...(opts.dedupeKey ? { dedupeKey: opts.dedupeKey } : {}) };
  const ids = await ctx.db.transaction((tx) =>
    queueEmailsIn(tx, ctx, [email], { waitedFor: opts.waitedFor ?? false }),
  );
  return ids[0] ?? null;
}

export { deliverEmail, deliverEmails, SEND_EMAIL_JOB, SEND_EMAIL_NOW_JOB } from "./delivery.js";

// Used by the demo seed, which replays a year of history without telling anyone about it.
/**
 * Withdraws a recorded email that was never sent (its `email.send` job is finished by the caller
 * without running): the email is deleted, so the outbox never shows it. False when it was sent.
 */
export function withdrawUnsentEmail(db: Executor, emailId: string): Promise<boolean> {
  return deleteQueuedEmail(db, emailId);
}

/**
 * The dedupe key of the one "your subscription has ended" email of a subscription: the customer
 * notice of `subscription.revoked` and dunning's "ended unpaid" email share it, so a customer whose
 * subscription ended gets one of them, never both.
 */
export const subscriptionEndedKey = (subscriptionId: string, to: string) =>
  `subscription-revoked:${subscriptionId}:${to.toLowerCase()}`;

// The job the webhooks outbox queues for each event a customer or seller email may follow from.
export { CUSTOMER_NOTIFY_EVENT_TYPES, CUSTOMER_NOTIFY_JOB } from "./notify/events.js";
// The email templates other modules render their emails with.
export * from "./templates/index.js";
// The mail transport other modules and the app context build messages for.
export { createMailTransport, type MailTransport, type OutgoingEmail } from "./transport.js";
