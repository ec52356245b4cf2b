import type { AppContext } from "../../context.js";
import type { OutgoingEmail } from "../emails/service.js";
import { queueEmail } from "../emails/service.js";
import { FAILURE_THRESHOLD } from "./delivery-policy.js";
import { findEndpoint } from "./endpoints-repository.js";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The email telling an organization's owners and admins that Kassa turned a failing endpoint off. */
export function endpointDisabledEmail(
  to: string,
  endpoint: { url: string; name: string | null },
  dashboardUrl: string,
): OutgoingEmail {
  const label = endpoint.name ? `${endpoint.name} (${endpoint.url})` : endpoint.url;
  const lines = [
    "Your webhook endpoint has been disabled.",
    `Kassa could not deliver the last ${FAILURE_THRESHOLD} events to ${label}: every attempt failed, retries included, so Kassa stopped sending to it. Events that were still waiting were skipped.`,
    "Check that the URL is right and that your server answers webhook requests with a 2xx status within 10 seconds. The delivery log shows each attempt with its status code and response.",
    "When it is fixed, enable the endpoint again in the dashboard and redeliver the events you need.",
  ];
  const footer = "— Kassa. You received this email because you are an owner or admin of this organization.";
  return {
    to,
    subject: "Webhook endpoint disabled after repeated failures — Kassa",
    text: [...lines, "", `Open the webhooks page: ${dashboardUrl}`, "", footer].join("\n"),
    html: [
      `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;max-width:560px">`,
      `<p style="font-weight:600;font-size:18px">Kassa</p>`,
      ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      `<p><a href="${escapeHtml(dashboardUrl)}">Open the webhooks page</a></p>`,
      `<p style="font-size:12px;color:#777">${escapeHtml(footer)}</p></div>`,
    ].join(""),
  };
}

/** Emails every owner and admin of the endpoint's organization (the `webhooks.endpoint-disabled` job). */
export async function notifyEndpointDisabled(
  ctx: Pick<AppContext, "db" | "clock" | "mailer" | "config">,
  organizationId: string,
  endpointId: string,
  adminEmails: (organizationId: string) => Promise<string[]>,
): Promise<number> {
  const endpoint = await findEndpoint(ctx.db, organizationId, endpointId);
  if (!endpoint) return 0;
  const recipients = await adminEmails(organizationId);
  const url = `${ctx.config.baseUrl}/dashboard/webhooks`;
  for (const to of recipients) {
    await queueEmail(ctx, "webhook-endpoint-disabled", endpointDisabledEmail(to, endpoint, url));
  }
  return recipients.length;
}
