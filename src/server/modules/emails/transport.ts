import nodemailer from "nodemailer";
import type { Config } from "../../config.js";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where emails go: SMTP when SMTP_URL is set, else the local outbox (the email_message table
 * itself; its `send` only announces the email from its address, subject and text, and batched
 * delivery hands it no HTML).
 */
export interface MailTransport {
  kind: "smtp" | "outbox";
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

/** The terminal note for an email kept in the outbox: who, what, and its links to follow. */
export function outboxNotice(message: OutgoingEmail): string {
  const links = message.text.match(/https?:\/\/\S+/g) ?? [];
  const code = /^(\d{6,8})$/m.exec(message.text)?.[1];
  return [
    `Email to ${message.to}: ${message.subject}`,
    ...links.map((l) => `  link: ${l}`),
    ...(code ? [`  code: ${code}`] : []),
  ].join("\n");
}

/**
 * Without SMTP_URL the email_message row is the delivery. `announce`, when given, also shows
 * each such email where the operator looks (the terminal of `npm start`), so the very first
 * account can follow its verification link before anyone can sign in to read the outbox.
 */
export function createMailTransport(
  config: Pick<Config, "smtpUrl" | "emailFrom">,
  announce?: (notice: string) => void,
): MailTransport {
  if (!config.smtpUrl) {
    return {
      kind: "outbox",
      send: async (message) => announce?.(outboxNotice(message)),
      close: () => {},
    };
  }
  const transporter = nodemailer.createTransport(config.smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail({ from: config.emailFrom, ...message });
    },
    close: () => transporter.close(),
  };
}
