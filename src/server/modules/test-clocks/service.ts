import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { AppError, ForbiddenError, NotFoundError, RequestValidationError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { uuidv7 } from "../../lib/ids.js";
import {
  customerIdsOnClocks,
  deleteCustomer,
  getCustomerRow,
  lockLiveCustomer,
  setCustomerClock,
} from "../customers/service.js";
import {
  deleteClockRow,
  findClock,
  insertClock,
  listClocks,
  type TestClockRow,
  updateClock,
} from "./repository.js";
import type { TestClockWire } from "./schemas.js";
import { serializeClock } from "./serialize.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments">;

const DAY_MS = 86_400_000;
/** How far in the past a new clock may start. */
export const MAX_START_IN_PAST_MS = 365 * DAY_MS;

/** A request the clock cannot take while it is advancing (409). */
export class TestClockAdvancingError extends AppError {
  constructor(what: string) {
    super(409, "TestClockAdvancing", `The test clock is advancing; ${what} when its status is ready again.`);
  }
}

/**
 * Test clocks move money only in test mode: the sandbox processor, or Stripe with a test key
 * (`sk_test_…`, `rk_test_…`). With a live Stripe key every test-clock route answers 403.
 */
export function testClocksAvailable(ctx: Pick<AppContext, "config" | "payments">): boolean {
  if (ctx.payments.name === "sandbox") return true;
  // The config's own rule for a key's mode: live keys have `_live_` in them.
  const key = ctx.config.payments.stripe?.secretKey ?? "";
  return key !== "" && !key.includes("_live_");
}

export function assertTestClocksAvailable(ctx: Pick<AppContext, "config" | "payments">): void {
  if (!testClocksAvailable(ctx)) {
    throw new ForbiddenError(
      "Test clocks are only available in test mode: the sandbox payment processor or a Stripe test key (sk_test_…). This Kassa uses a live Stripe key.",
    );
  }
}

async function wire(ctx: Pick<AppContext, "db">, row: TestClockRow): Promise<TestClockWire> {
  const ids = await customerIdsOnClocks(ctx.db, row.organizationId, [row.id]);
  return serializeClock(row, ids.get(row.id) ?? []);
}

/** A clock of the organization, or 404. */
export async function getClockRow(ctx: Pick<AppContext, "db">, organizationId: string, id: string) {
  const row = await findClock(ctx.db, organizationId, id);
  if (!row) throw new NotFoundError("Test clock");
  return row;
}

export async function getClock(ctx: Pick<AppContext, "db">, organizationId: string, id: string) {
  return wire(ctx, await getClockRow(ctx, organizationId, id));
}

export async function listOrgClocks(ctx: Pick<AppContext, "db">, organizationId: string, page: Page) {
  const { rows, total } = await listClocks(ctx.db, organizationId, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  const ids = await customerIdsOnClocks(
    ctx.db,
    organizationId,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => serializeClock(r, ids.get(r.id) ?? [])), total };
}

/** A new clock frozen at `frozen_time` (default now; at most a year in the past). */
export async function createClock(
  ctx: Deps,
  organizationId: string,
  input: { name?: string | null; frozen_time?: string | null },
) {
  const now = ctx.clock.now();
  const frozen = input.frozen_time ? new Date(input.frozen_time) : now;
  if (frozen.getTime() < now.getTime() - MAX_START_IN_PAST_MS) {
    throw new RequestValidationError([
      {
        loc: ["body", "frozen_time"],
        msg: "frozen_time must be at most one year in the past",
        type: "value_error",
        input: input.frozen_time,
      },
    ]);
  }
  const row = await insertClock(ctx.db, {
    id: uuidv7(),
    organizationId,
    name: input.name?.trim() ? input.name.trim() : null,
    frozenTime: frozen,
    status: "ready",
    advancingTo: null,
    createdAt: now,
  });
  return serializeClock(row, []);
}

/**
 * What attaching a customer needs of the subscriptions module, which owns the subscriptions. It
 * depends on this module (the clock's time, the advance job), so it passes this in
 * (`http/v1/modules.ts`) and this module never depends on it.
 */
export interface ClockSubscriptions {
  /** Locks the customer's subscriptions that have not ended (lock order: subscriptions before customer). */
  lockOpen(tx: Executor, organizationId: string, customerId: string): Promise<void>;
  /** Puts the customer's subscriptions that have not ended on the clock (the caller locked them). */
  moveToClock(tx: Executor, organizationId: string, customerId: string, clockId: string): Promise<void>;
}

/**
 * Attaches an existing customer, and their subscriptions that have not ended, to the clock: from
 * now on they renew only when the clock advances. A customer already on another clock is a 422;
 * a clock that is advancing is a 409.
 */
export async function attachCustomer(
  ctx: Deps,
  subscriptions: ClockSubscriptions,
  organizationId: string,
  clockId: string,
  customerId: string,
) {
  return ctx.db.transaction(async (tx) => {
    const clock = await findClock(tx, organizationId, clockId, { forUpdate: true });
    if (!clock) throw new NotFoundError("Test clock");
    if (clock.status === "advancing") throw new TestClockAdvancingError("attach customers");
    const issue = (msg: string) =>
      new RequestValidationError([
        { loc: ["body", "customer_id"], msg, type: "value_error", input: customerId },
      ]);
    const found = await getCustomerRow(tx, organizationId, customerId);
    if (!found) throw issue("Customer not found");
    if (found.testClockId === clock.id) return;
    if (found.testClockId) throw issue("The customer is already attached to another test clock");
    // Lock order: the customer's subscriptions before the customer row.
    await subscriptions.lockOpen(tx, organizationId, found.id);
    const locked = await lockLiveCustomer(tx, organizationId, found.id);
    if (!locked) throw issue("Customer not found");
    if (locked.testClockId && locked.testClockId !== clock.id) {
      throw issue("The customer is already attached to another test clock");
    }
    await subscriptions.moveToClock(tx, organizationId, locked.id, clock.id);
    await setCustomerClock(tx, organizationId, locked.id, clock.id);
    await updateClock(tx, organizationId, clock.id, { modifiedAt: ctx.clock.now() });
  });
}

/**
 * Deletes the clock and, as Stripe does, its customers: each is deleted through the customer
 * deletion service (subscriptions end, benefits are revoked, events recorded) at the clock's time.
 */
export async function deleteClock(ctx: Deps, organizationId: string, id: string): Promise<void> {
  const clock = await getClockRow(ctx, organizationId, id);
  const at = clock.frozenTime;
  const clockCtx = { ...ctx, clock: { now: () => at } };
  const ids = (await customerIdsOnClocks(ctx.db, organizationId, [clock.id])).get(clock.id) ?? [];
  for (const customerId of ids) {
    try {
      await deleteCustomer(clockCtx, organizationId, { id: customerId }, false);
    } catch (error) {
      // Deleted meanwhile by another request: nothing left to do for it.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  await deleteClockRow(ctx.db, organizationId, clock.id);
}

export { ADVANCE_JOB, type ClockWork, runAdvance } from "./advance.js";
