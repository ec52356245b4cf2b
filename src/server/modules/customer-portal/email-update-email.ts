import type { OutgoingEmail } from "../emails/service.js";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The email-change verification email, sent to the NEW address: the link that confirms it, how
 * long it lasts, and what happens if the reader did not ask for it.
 */
export function emailUpdateVerificationEmail(input: {
  organization: { name: string };
  email: string;
  verifyUrl: string;
  minutes: number;
}): OutgoingEmail {
  const { organization, verifyUrl, minutes } = input;
  const lines = [
    `Someone asked to use this address (${input.email}) for their account in ${organization.name}'s customer portal.`,
    `Confirm the change with the link below. It works once and expires in ${minutes} minutes.`,
    "If you did not ask for this, ignore this email: nothing changes.",
  ];
  return {
    to: input.email,
    subject: `Confirm your new email address for ${organization.name}`,
    text: [lines[0], lines[1], "", verifyUrl, "", lines[2]].join("\n"),
    html: [
      `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;max-width:560px">`,
      `<p style="font-weight:600;font-size:18px">${escapeHtml(organization.name)}</p>`,
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p>${escapeHtml(lines[1]!)}</p>`,
      `<p><a href="${escapeHtml(verifyUrl)}">Confirm my new email address</a></p>`,
      `<p style="color:#5c5f66">${escapeHtml(lines[2]!)}</p></div>`,
    ].join(""),
  };
}
