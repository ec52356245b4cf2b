import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { type BenefitSection, benefitDeliveredEmail, type OutgoingEmail } from "../emails/service.js";
import { getFiles } from "../files/service.js";
import { licenseKeyOfGrant } from "../license-keys/service.js";
import { getMeter } from "../meters/service.js";
import { getOrg } from "../organizations/service.js";
import { DOWNLOAD_LINK_TTL_MS, downloadLinkUrl } from "./downloads.js";
import type { GrantProperties, GrantSubject } from "./strategy.js";

export const GRANT_EMAIL_TEMPLATE = "benefit-grant";

const day = (d: Date) => d.toISOString().slice(0, 10);

type Section = BenefitSection;

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
  return benefitDeliveredEmail({
    brand: { name: org.name, avatarUrl: org.avatar_url },
    to: subject.customer.email,
    description: subject.benefit.description,
    section,
  });
}
