import { iso } from "../../http/v1/params.js";
import type { TestClockRow } from "./repository.js";
import type { TestClockWire } from "./schemas.js";

/** A clock in its wire shape, with the ids of its live customers. */
export function serializeClock(row: TestClockRow, customerIds: string[]): TestClockWire {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    organization_id: row.organizationId,
    name: row.name,
    frozen_time: iso(row.frozenTime),
    status: row.status,
    advancing_to: iso(row.advancingTo),
    customer_ids: customerIds,
  };
}
