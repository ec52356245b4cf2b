import type { OutgoingEmail } from "../emails/service.js";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The portal sign-in code email: the code, how long it lasts, and the portal's address. */
export function portalSignInEmail(input: {
  organization: { name: string };
  email: string;
  code: string;
  portalUrl: string;
}): OutgoingEmail {
  const { organization, code, portalUrl } = input;
  const lines = [
    `Your code to sign in to ${organization.name}'s customer portal is ${code}.`,
    "It works once and expires in 30 minutes. If you did not ask for it, ignore this email.",
  ];
  return {
    to: input.email,
    subject: `${code} is your ${organization.name} sign-in code`,
    text: [...lines, "", `Portal: ${portalUrl}`].join("\n"),
    html: [
      `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;max-width:560px">`,
      `<p style="font-weight:600;font-size:18px">${escapeHtml(organization.name)}</p>`,
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>`,
      `<p>${escapeHtml(lines[1]!)}</p>`,
      `<p><a href="${escapeHtml(portalUrl)}">Open the portal</a></p></div>`,
    ].join(""),
  };
}
