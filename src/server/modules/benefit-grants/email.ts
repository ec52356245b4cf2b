import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import type { OutgoingEmail } from "../emails/service.js";
import { getFiles } from "../files/service.js";
import { licenseKeyOfGrant } from "../license-keys/service.js";
import { getMeter } from "../meters/service.js";
import { getOrg } from "../organizations/service.js";
import { DOWNLOAD_LINK_TTL_MS, downloadLinkUrl } from "./downloads.js";
import type { GrantProperties, GrantSubject } from "./strategy.js";

export const GRANT_EMAIL_TEMPLATE = "benefit-grant";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const day = (d: Date) => d.toISOString().slice(0, 10);

/** A block of the email: lines of text, an optional monospace value (a key) and links. */
interface Section {
  lines: string[];
  code?: string;
  links?: { label: string; url: string }[];
}

/** What the customer gets from this grant, in words: the key, the links, the note, … */
async function sectionOf(
  tx: Executor,
  ctx: Pick<AppContext, "config">,
  now: Date,
  { grant, benefit }: GrantSubject,
  properties: GrantProperties,
): Promise<Section> {
  const p = benefit.properties as Record<string, unknown>;
  switch (benefit.type) {
    case "license_keys": {
      const key = await licenseKeyOfGrant(tx, grant.organizationId, grant.id);
      if (!key) return { lines: [] };
      const limits = [
        key.expiresAt ? `valid until ${day(key.expiresAt)}` : null,
        key.limitActivations ? `up to ${key.limitActivations} activations` : null,
        key.limitUsage ? `up to ${key.limitUsage} uses` : null,
      ].filter(Boolean);
      return {
        lines: [limits.length ? `Your license key (${limits.join(", ")}):` : "Your license key:"],
        code: key.key,
      };
    }
    case "downloadables": {
      const ids = (properties.files as string[] | undefined) ?? [];
      const files = await getFiles({ db: tx }, grant.organizationId, ids);
      const expiresMs = now.getTime() + DOWNLOAD_LINK_TTL_MS;
      return {
        lines: [`Your downloads (these links work until ${day(new Date(expiresMs))}):`],
        links: files.map((f) => ({
          label: f.name,
          url: downloadLinkUrl(ctx.config.baseUrl, ctx.config.authSecret, {
            grantId: grant.id,
            fileId: f.id,
            expiresMs,
          }),
        })),
      };
    }
    case "custom": {
      const note = typeof p.note === "string" && p.note.trim() ? p.note : null;
      return { lines: note ? note.split(/\r?\n/) : [] };
    }
    case "meter_credit": {
      const meter = await getMeter({ db: tx }, grant.organizationId, String(p.meter_id));
      return { lines: [`${p.units} units were credited to your ${meter?.name ?? "usage"} balance.`] };
    }
    case "github_repository": {
      const repo = `${properties.repository_owner}/${properties.repository_name}`;
      return {
        lines: [
          `Your GitHub account ${properties.granted_account_id} now has ${properties.permission} access to ${repo}.`,
          "If GitHub sent you an invitation, accept it to see the repository.",
        ],
        links: [{ label: repo, url: `https://github.com/${repo}` }],
      };
    }
    case "discord":
      return { lines: ["Your Discord account now has its role in the server."] };
    default:
      return { lines: [] };
  }
}

/** The customer's email for one grant: what they bought access to and how to use it. */
export async function grantEmail(
  tx: Executor,
  ctx: Pick<AppContext, "config">,
  now: Date,
  subject: GrantSubject,
  properties: GrantProperties,
): Promise<OutgoingEmail> {
  const org = await getOrg(
    { db: tx } as Pick<AppContext, "db">,
    subject.grant.organizationId,
    subject.grant.organizationId,
  );
  const section = await sectionOf(tx, ctx, now, subject, properties);
  const intro = `Thank you for your purchase from ${org.name}. You now have: ${subject.benefit.description}.`;
  const footer = `— ${org.name}, through Kassa. You received this email because of a purchase with this address.`;
  const text = [
    intro,
    "",
    ...section.lines,
    ...(section.code ? ["", section.code, ""] : []),
    ...(section.links ?? []).map((l) => `${l.label}: ${l.url}`),
    "",
    footer,
  ].join("\n");
  const html = [
    `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;max-width:560px">`,
    `<p style="font-weight:600;font-size:18px">${escapeHtml(org.name)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...section.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    section.code
      ? `<p style="font-family:ui-monospace,monospace;font-size:17px;font-weight:700;background:#f1f3f5;padding:10px;border-radius:6px">${escapeHtml(section.code)}</p>`
      : "",
    ...(section.links ?? []).map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`),
    `<p style="font-size:12px;color:#777">${escapeHtml(footer)}</p></div>`,
  ].join("");
  return {
    to: subject.customer.email,
    subject: `${subject.benefit.description} — ${org.name}`,
    text,
    html,
  };
}
