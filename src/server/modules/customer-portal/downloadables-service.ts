import { createHash } from "node:crypto";
import type { AppContext } from "../../context.js";
import type { Page } from "../../http/v1/pagination.js";
import { listCustomerGrantsPage, portalDownloadLink } from "../benefit-grants/service.js";
import { getFiles, serializeFile } from "../files/service.js";
import { benefitPositionSql } from "../products/service.js";

const GRANT_PAGE = 100;

/** A stable UUID for one file of one grant (Kassa keeps no downloadable rows): name-based, as UUID v5 lays them out. */
function downloadableId(grantId: string, fileId: string): string {
  const h = createHash("sha256").update(`kassa-downloadable:${grantId}:${fileId}`).digest("hex");
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * `GET /v1/customer-portal/downloadables/`: every uploaded file of the customer's active
 * downloadables grants (optionally of some benefits), oldest grant first, each with a signed
 * download link valid 10 minutes (`GET /downloads/{token}` checks the grant is still active and
 * redirects to a 5-minute storage address).
 */
export async function listCustomerDownloadables(
  ctx: Pick<AppContext, "db" | "config" | "clock">,
  organizationId: string,
  customerId: string,
  benefitIds: string[] | undefined,
  page: Page,
) {
  const grants: {
    id: string;
    benefit_id: string;
    properties: Record<string, unknown>;
    is_granted: boolean;
  }[] = [];
  for (let n = 1; ; n++) {
    const { items } = await listCustomerGrantsPage(
      ctx,
      organizationId,
      { customerId, types: ["downloadables"], benefitIds },
      (benefitId) => benefitPositionSql(organizationId, benefitId),
      { page: n, limit: GRANT_PAGE },
      [{ property: "granted_at", descending: false }],
    );
    grants.push(...(items as typeof grants));
    if (items.length < GRANT_PAGE) break;
  }
  const pairs = grants
    .filter((g) => g.is_granted)
    .flatMap((g) => ((g.properties.files ?? []) as string[]).map((fileId) => ({ grant: g, fileId })));
  const files = new Map(
    (await getFiles(ctx, organizationId, [...new Set(pairs.map((p) => p.fileId))]))
      .filter((f) => f.isUploaded)
      .map((f) => [f.id, f]),
  );
  const available = pairs.filter((p) => files.has(p.fileId));
  const now = ctx.clock.now();
  const items = available
    .slice((page.page - 1) * page.limit, page.page * page.limit)
    .map(({ grant, fileId }) => {
      const link = portalDownloadLink(ctx.config, grant.id, fileId, now);
      return {
        id: downloadableId(grant.id, fileId),
        benefit_id: grant.benefit_id,
        file: {
          ...serializeFile(files.get(fileId)!, ctx.config.baseUrl),
          download: { url: link.url, headers: {}, expires_at: link.expiresAt.toISOString() },
        },
      };
    });
  return { items, total: available.length };
}
