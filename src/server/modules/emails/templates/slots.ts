import type { OutgoingEmail } from "../transport.js";

/**
 * Many emails of one template that differ only in a few strings (the recipient, the order's link
 * and invoice number of a batch of renewal receipts) rendered with react-email once per shape:
 * the template is rendered with a placeholder token in place of each such string, then every
 * email is that render with its own strings put in (HTML-escaped in the HTML, as React escapes
 * text and attributes; as they are in the subject and the plain text). A render whose placeholder
 * came out changed (a template that upper-cases, truncates or formats it) is not reused: those
 * emails are rendered one by one.
 */

/** Replaces each string that varies between emails by a token (`put(value)` returns it). */
export type Slots<T> = (input: T, put: (value: string) => string) => T;

const token = (i: number) => `kassaslot${i}x`;
const TOKEN = /kassaslot(\d+)x/g;

/** React's escaping of text and attribute values (react-dom's `escapeTextForBrowser`). */
function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

function fill(template: string, values: string[], encode: (v: string) => string): string {
  return template.replace(TOKEN, (_, i: string) => encode(values[Number(i)]!));
}

/** Every token the template was given appears unchanged or not at all (never altered). */
function intact(message: OutgoingEmail, count: number): boolean {
  const all = `${message.to}\n${message.subject}\n${message.html}\n${message.text}`.toLowerCase();
  const found = all.match(TOKEN)?.length ?? 0;
  const exact =
    `${message.to}\n${message.subject}\n${message.html}\n${message.text}`.match(TOKEN)?.length ?? 0;
  if (found !== exact) return false;
  // A token cut short or run together with the next one would read as another number.
  for (const m of all.matchAll(TOKEN)) if (Number(m[1]) >= count) return false;
  return true;
}

/**
 * A renderer of `render`'s emails that renders each shape once (see above): keep one per batch of
 * emails (a notify job), so its memory ends with the batch.
 */
export function slottedRenderer<T>(
  render: (input: T) => Promise<OutgoingEmail>,
  slots: Slots<T>,
): (input: T) => Promise<OutgoingEmail> {
  const shapes = new Map<string, Promise<OutgoingEmail | null>>();
  return async (input) => {
    const values: string[] = [];
    const shaped = slots(input, (value) => {
      values.push(value);
      return token(values.length - 1);
    });
    const key = JSON.stringify(shaped);
    // A string of the template's own that reads like a token: no reuse.
    if ((key.match(TOKEN)?.length ?? 0) !== values.length) return render(input);
    let shape = shapes.get(key);
    if (!shape) {
      shape = render(shaped).then((m) => (intact(m, values.length) ? m : null));
      shapes.set(key, shape);
    }
    const template = await shape;
    if (!template) return render(input);
    const raw = (v: string) => v;
    const htmlValues = values.map(escapeHtml);
    let html: string | undefined;
    const message = {
      to: fill(template.to, values, raw),
      subject: fill(template.subject, values, raw),
      // Put together when read: recording the email leaves it to PostgreSQL (`slottedHtmlOf`).
      get html() {
        html ??= fill(template.html, htmlValues, raw);
        return html;
      },
      text: fill(template.text, values, raw),
    };
    Object.defineProperty(message, SLOTTED, { value: { template: template.html, values: htmlValues } });
    return message;
  };
}

const SLOTTED = Symbol("slotted html");

/** An email's HTML as its shape's render and the (HTML-escaped) strings its tokens stand for. */
export interface SlottedHtml {
  /** The render with `kassaslot<i>x` tokens, shared by every email of the shape. */
  template: string;
  /** What token i stands for, escaped as in the HTML. */
  values: string[];
}

/**
 * The HTML of an email of `slottedRenderer` as its template and slot values (null for any other
 * message): its html is `template` with each token replaced by its value, so it can be recorded
 * by sending the template once for many emails (`emails/repository.ts`, `insertEmails`).
 */
export function slottedHtmlOf(message: OutgoingEmail): SlottedHtml | null {
  return (message as { [SLOTTED]?: SlottedHtml })[SLOTTED] ?? null;
}

/** A slotted template split at its tokens: `parts[i]` is followed by value `slots[i]` (null: the end). */
export function splitSlotted(template: string): { parts: string[]; slots: (number | null)[] } {
  const pieces = template.split(TOKEN);
  const parts: string[] = [];
  const slots: (number | null)[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    parts.push(pieces[i]!);
    slots.push(i + 1 < pieces.length ? Number(pieces[i + 1]) : null);
  }
  return { parts, slots };
}
