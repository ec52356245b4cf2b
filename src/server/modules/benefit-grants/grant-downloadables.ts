import type { GrantStrategy } from "./strategy.js";

/**
 * downloadables: the grant lists the benefit's files that are not archived (Polar's
 * `{files: [ids]}`). The customer downloads them through signed, expiring links (grant email)
 * that only work while the grant is active (download-routes.ts).
 */
export const downloadablesStrategy: GrantStrategy = {
  async grantLocal(_tx, _now, { benefit }) {
    const p = benefit.properties as { files?: string[]; archived?: Record<string, boolean> };
    const archived = p.archived ?? {};
    return { files: (p.files ?? []).filter((id) => !archived[id]) };
  },
};
