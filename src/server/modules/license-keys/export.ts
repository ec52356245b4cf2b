import type { AppContext } from "../../context.js";
import { csvSafe, csvStream } from "../../http/csv-stream.js";
import { iso } from "../../http/v1/params.js";
import { loadCustomersById } from "../customers/service.js";
import { type LicenseKeyFilters, type LicenseKeyRow, licenseKeysAfter } from "./repository.js";

const COLUMNS = [
  "ID",
  "Key",
  "Status",
  "Customer ID",
  "Customer Email",
  "Benefit ID",
  "Usage",
  "Usage Limit",
  "Activation Limit",
  "Validations",
  "Last Validated At",
  "Expires At",
  "Created At",
];

const BATCH = 500;

const num = (n: number | null) => (n === null ? "" : String(n));

/**
 * `GET /v1/license-keys/export`: the organization's keys matching the list's filters as CSV (a
 * header line, then one line per key, oldest first), streamed in batches.
 */
export function exportLicenseKeysCsv(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  filters: LicenseKeyFilters & { none?: boolean },
): ReadableStream<Uint8Array> {
  return csvStream<LicenseKeyRow>({
    header: COLUMNS,
    batchSize: BATCH,
    nextBatch: (last) =>
      filters.none ? Promise.resolve([]) : licenseKeysAfter(ctx.db, organizationId, filters, last, BATCH),
    toLines: async (rows) => {
      const customers = await loadCustomersById(ctx.db, organizationId, [
        ...new Set(rows.map((r) => r.customerId)),
      ]);
      return rows.map((r) => [
        r.id,
        r.key,
        r.status,
        r.customerId,
        csvSafe(customers.get(r.customerId)?.email),
        r.benefitId,
        String(r.usage),
        num(r.limitUsage),
        num(r.limitActivations),
        String(r.validations),
        iso(r.lastValidatedAt) ?? "",
        iso(r.expiresAt) ?? "",
        iso(r.createdAt),
      ]);
    },
  });
}
