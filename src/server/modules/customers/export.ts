import type { AppContext } from "../../context.js";
import { csvSafe, csvStream } from "../../http/csv-stream.js";
import { iso } from "../../http/v1/params.js";
import { type CustomerRow, customersAfter } from "./repository.js";

const COLUMNS = [
  "ID",
  "External ID",
  "Created At",
  "Email",
  "Name",
  "Billing Name",
  "Tax ID",
  "Tax ID Type",
  "Address Line 1",
  "Address Line 2",
  "City",
  "State",
  "Postal Code",
  "Country",
  "Metadata",
];

const BATCH = 500;

const safe = csvSafe;

function csvRow(row: CustomerRow): string[] {
  const a = row.billingAddress;
  return [
    row.id,
    safe(row.externalId),
    iso(row.createdAt),
    safe(row.email),
    safe(row.name),
    safe(row.billingName ?? row.name),
    safe(row.taxId?.[0]),
    row.taxId?.[1] ?? "",
    safe(a?.line1),
    safe(a?.line2),
    safe(a?.city),
    safe(a?.state),
    safe(a?.postal_code),
    a?.country ?? "",
    Object.keys(row.metadata).length ? safe(JSON.stringify(row.metadata)) : "",
  ];
}

/**
 * The organization's live customers as CSV (a header line, then one line per customer in id,
 * i.e. creation, order), produced batch by batch so a large organization is streamed, not held.
 */
export function exportCustomersCsv(ctx: Pick<AppContext, "db">, organizationId: string | null) {
  return csvStream<CustomerRow>({
    header: COLUMNS,
    batchSize: BATCH,
    nextBatch: async (last) =>
      organizationId ? customersAfter(ctx.db, organizationId, last?.id ?? null, BATCH) : [],
    toLines: (rows) => rows.map(csvRow),
  });
}
