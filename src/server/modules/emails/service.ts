import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { enqueueJob } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import { deleteQueuedEmail, findEmail, insertEmail, updateEmail } from "./repository.js";
import type { OutgoingEmail } from "./transport.js";

type EmailDeps = Pick<AppContext, "db" | "clock" | "mailer">;

/** The `email.send` job: delivers one recorded email. */
export const SEND_EMAIL_JOB = "email.send";

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
 * skipped). Delivery (and its retries) happens in the `email.send` job, after the commit.
 */
export async function queueEmailsIn(
  tx: Executor,
  ctx: Pick<AppContext, "clock" | "mailer">,
  emails: EmailToQueue[],
): Promise<string[]> {
  const now = ctx.clock.now();
  const ids: string[] = [];
  for (const { template, message, dedupeKey } of emails) {
    const id = uuidv7();
    const inserted = await insertEmail(tx, {
      id,
      template,
      dedupeKey: dedupeKey ?? null,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      transport: ctx.mailer.kind,
      createdAt: now,
    });
    if (!inserted) continue;
    await enqueueJob(tx, now, SEND_EMAIL_JOB, { emailId: id }, { maxAttempts: 8 });
    ids.push(id);
  }
  return ids;
}

/**
 * Records an email and schedules its delivery in one transaction. Returns the email id (null when
 * an email with the same dedupe key was recorded before).
 */
export async function queueEmail(
  ctx: EmailDeps,
  template: string,
  message: OutgoingEmail,
  opts: { dedupeKey?: string } = {},
): Promise<string | null> {
  const ids = await ctx.db.transaction((tx) =>
    queueEmailsIn(tx, ctx, [{ template, message, ...(opts.dedupeKey ? { dedupeKey: opts.dedupeKey } : {}) }]),
  );
  return ids[0] ?? null;
}

/** Sends one recorded email. Idempotent: an email already sent is not sent again. */
export async function deliverEmail(ctx: EmailDeps, emailId: string): Promise<void> {
  const email = await findEmail(ctx.db, emailId);
  if (!email || email.status === "sent") return;
  try {
    await ctx.mailer.send({
      to: email.to,
      subject: email.subject,
      text: email.text ?? "",
      html: email.html ?? "",
    });
  } catch (error) {
    // "failed" is the latest state; the job retries with backoff and may still send it.
    await updateEmail(ctx.db, emailId, {
      status: "failed",
      attempts: email.attempts + 1,
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
  // Once handed to SMTP the body (which may hold sign-in links) is not kept; the outbox keeps it to be read.
  const clearBody = ctx.mailer.kind === "smtp" ? { text: null, html: null } : {};
  await updateEmail(ctx.db, emailId, {
    status: "sent",
    sentAt: ctx.clock.now(),
    attempts: email.attempts + 1,
    error: null,
    ...clearBody,
  });
}

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
