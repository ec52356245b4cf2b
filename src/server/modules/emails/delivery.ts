import type { AppContext } from "../../context.js";
import { backoffMs, enqueueJobs } from "../../jobs/queue.js";
import { type EmailRow, findEmail, findEmails, markEmailsSent, updateEmail } from "./repository.js";

/** The `email.send` job: delivers one recorded email (`deliverEmail`), or several (`deliverEmails`). */
export const SEND_EMAIL_JOB = "email.send";
/**
 * The same delivery for an email someone is waiting for (a sign-in code, a verification or reset
 * link): the workers' urgent lane runs it, so that no backlog of receipts delays it.
 */
export const SEND_EMAIL_NOW_JOB = "email.send-now";
/** Attempts of an `email.send` job before it is dead. */
export const SEND_MAX_ATTEMPTS = 8;

type EmailDeps = Pick<AppContext, "db" | "clock" | "mailer">;

/** Sent emails marked sent together: a crash re-sends at most this many (as `deliverEmail` re-sends one). */
const MARK_SENT_EVERY = 20;

/**
 * The `email.send` job of several emails queued together: read in one statement, sent one after
 * the other (those sent already are skipped), marked sent every `MARK_SENT_EVERY`. An email the
 * transport refuses is marked failed and gets an `email.send` job of its own, due after the first
 * backoff, which retries it as any email (the attempts left): one bad address never holds up or re-sends the others.
 */
export async function deliverEmails(ctx: EmailDeps, emailIds: string[]): Promise<void> {
  const clearBody = ctx.mailer.kind === "smtp";
  // The outbox transport sends nothing (the row is the delivery; it announces who, what and the
  // text's links): its emails' HTML is not read back.
  const rows = new Map((await findEmails(ctx.db, emailIds, { html: clearBody })).map((r) => [r.id, r]));
  let sent: string[] = [];
  const flush = async () => {
    await markEmailsSent(ctx.db, sent, ctx.clock.now(), clearBody);
    sent = [];
  };
  for (const id of emailIds) {
    const email = rows.get(id);
    if (!email || email.status === "sent") continue;
    if ((await sendOrRecordFailure(ctx, email)) !== undefined) {
      // Its next attempt after the backoff a failed job of its own would wait.
      const now = ctx.clock.now();
      await enqueueJobs(ctx.db, now, SEND_EMAIL_JOB, [{ payload: { emailId: id } }], {
        runAt: new Date(now.getTime() + backoffMs(1)),
        maxAttempts: SEND_MAX_ATTEMPTS - 1,
      });
      continue;
    }
    sent.push(id);
    if (sent.length >= MARK_SENT_EVERY) await flush();
  }
  await flush();
}

/** Sends one recorded email. Idempotent: an email already sent is not sent again. */
export async function deliverEmail(ctx: EmailDeps, emailId: string): Promise<void> {
  const email = await findEmail(ctx.db, emailId);
  if (!email || email.status === "sent") return;
  // "failed" is the latest state; the job retries with backoff and may still send it.
  const failure = await sendOrRecordFailure(ctx, email);
  if (failure !== undefined) throw failure;
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

/** Hands one email to the transport; if it refuses, records the failure and returns its error. */
async function sendOrRecordFailure(ctx: EmailDeps, email: EmailRow): Promise<unknown> {
  try {
    await ctx.mailer.send({
      to: email.to,
      subject: email.subject,
      text: email.text ?? "",
      html: email.html ?? "",
    });
    return undefined;
  } catch (error) {
    await updateEmail(ctx.db, email.id, {
      status: "failed",
      attempts: email.attempts + 1,
      error: error instanceof Error ? error.message : String(error),
    });
    return error ?? new Error("the mail transport failed");
  }
}
