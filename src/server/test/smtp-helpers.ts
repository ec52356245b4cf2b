/**
 * A real SMTP server for tests (`smtp-server`, in-process on a random loopback port): point
 * `SMTP_URL` at `server.url` and read what Kassa delivered, decoded (subject, text and HTML parts).
 * `failNext(to)` answers the next message to an address with a temporary 451, as a busy relay does.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The mails delivered to an address. */
  to(address: string): ReceivedMail[];
  /** Refuses the next `times` messages to `address` with `451 try again later`. */
  failNext(address: string, times?: number): void;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? "" : part.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** The text and HTML parts of a MIME message (single part or multipart/alternative). */
export function parseMail(raw: string, envelopeTo: string[], from: string): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const mail = { to: envelopeTo, from, subject: decodeWords(headers.subject ?? ""), text: "", html: "", raw };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith("--"))
        .map(splitHeaders)
    : [{ headers, body }];
  for (const part of parts) {
    const type = (part.headers["content-type"] ?? "text/plain").toLowerCase();
    const decoded = decodeBody(part.headers, part.body);
    if (type.startsWith("text/html")) mail.html = decoded;
    else if (type.startsWith("text/plain")) mail.text = decoded;
  }
  return mail;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const failures = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const failing = to.find((address) => (failures.get(address) ?? 0) > 0);
        if (failing) {
          failures.set(failing, failures.get(failing)! - 1);
          const error = new Error("Mailbox busy, try again later") as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push(parseMail(Buffer.concat(chunks).toString("utf8"), to, from));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    failNext: (address, times = 1) => failures.set(address.toLowerCase(), times),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
