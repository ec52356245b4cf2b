import type { AppContext } from "../../context.js";
import { enqueueJob } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import { findEmail, insertEmail, updateEmail } from "./repository.js";
import type { OutgoingEmail } from "./transport.js";

type EmailDeps = Pick<AppContext, "db" | "clock" | "mailer">;

/**
 * Records an email and schedules its delivery in one transaction. Returns the email id.
 * Delivery (and its retries) happens in the `email.send` job, never in the request.
 */
export async function queueEmail(ctx: EmailDeps, template: string, message: OutgoingEmail): Promise<string> {
  const id = uuidv7();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await insertEmail(tx, {
      id,
      template,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      transport: ctx.mailer.kind,
      createdAt: now,
    });
    await enqueueJob(tx, now, "email.send", { emailId: id }, { maxAttempts: 8 });
  });
  return id;
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

// The mail transport other modules and the app context build messages for.
export { createMailTransport, type MailTransport, type OutgoingEmail } from "./transport.js";
