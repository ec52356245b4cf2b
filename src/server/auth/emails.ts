import type { OutgoingEmail } from "../modules/emails/service.js";

/**
 * The emails the account side sends. Plain and clear, each says it comes from Kassa and why.
 * Every template returns text and a minimal HTML body with the same content.
 */

const PRODUCT = "Kassa";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function render(
  to: string,
  subject: string,
  lines: string[],
  action?: { label: string; url: string },
  code?: string,
): OutgoingEmail {
  const footer = `— ${PRODUCT}. You received this email because of an action on your ${PRODUCT} account. If it was not you, you can ignore it.`;
  const text = [
    ...lines,
    ...(code ? ["", code, ""] : []),
    ...(action ? ["", `${action.label}: ${action.url}`, ""] : []),
    footer,
  ].join("\n");
  const html = [
    `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;max-width:560px">`,
    `<p style="font-weight:600;font-size:18px">${PRODUCT}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(code)}</p>` : "",
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="background:#228be6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">Or open this link: ${escapeHtml(action.url)}</p>`
      : "",
    `<p style="font-size:12px;color:#777">${escapeHtml(footer)}</p></div>`,
  ].join("");
  return { to, subject: `${subject} — ${PRODUCT}`, text, html };
}

export const authEmails = {
  verifyEmail: (to: string, name: string, url: string) =>
    render(
      to,
      "Verify your email address",
      [
        `Hello ${name || to},`,
        `Please confirm that ${to} is your email address. The link is valid for one hour.`,
      ],
      { label: "Verify email", url },
    ),

  resetPassword: (to: string, url: string) =>
    render(
      to,
      "Reset your password",
      ["Someone asked to reset the password of your account.", "The link is valid for one hour."],
      { label: "Choose a new password", url },
    ),

  changeEmailConfirmation: (to: string, newEmail: string, url: string) =>
    render(
      to,
      "Confirm your new email address",
      [
        `You asked to change the email address of your account from ${to} to ${newEmail}.`,
        "Approve the change with the link below; we will then ask the new address to verify itself.",
      ],
      { label: "Approve email change", url },
    ),

  deleteAccount: (to: string, url: string) =>
    render(
      to,
      "Confirm account deletion",
      [
        "You asked to delete your account. This cannot be undone.",
        "The link is valid for 24 hours. If you did not ask for this, change your password.",
      ],
      { label: "Delete my account", url },
    ),

  invitation: (to: string, organization: string, inviter: string, role: string, url: string) =>
    render(
      to,
      `Invitation to join ${organization}`,
      [
        `${inviter} invited you to join ${organization} as ${role}.`,
        "The invitation is valid for 48 hours. Sign in or create an account with this email address to accept it.",
      ],
      { label: "View invitation", url },
    ),

  emailOtp: (
    to: string,
    otp: string,
    type: "sign-in" | "email-verification" | "forget-password" | "change-email",
  ) => {
    const purpose = {
      "sign-in": "sign in",
      "email-verification": "verify your email address",
      "forget-password": "reset your password",
      "change-email": "change your email address",
    }[type];
    return render(
      to,
      `Your code to ${purpose}`,
      [`Use this code to ${purpose}. It is valid for 5 minutes.`],
      undefined,
      otp,
    );
  },

  twoFactorOtp: (to: string, otp: string) =>
    render(
      to,
      "Your two-factor sign-in code",
      ["Use this code to finish signing in. It is valid for 3 minutes."],
      undefined,
      otp,
    ),
};
