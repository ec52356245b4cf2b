import type { Database } from "../db/types.js";
import type { Clock } from "../lib/clock.js";
import { uuidv7 } from "../lib/ids.js";
import { TEST_PAYMENT_METHODS } from "./cards.js";
import { IdempotencyKeyReusedError, PaymentObjectNotFoundError, PaymentParameterError } from "./errors.js";
import type { Charge, ChargeInput, PaymentProcessor } from "./processor.js";
import { fromRef } from "./refs.js";
import {
  type ChargeRow,
  findChargesByKeys,
  findSandboxCustomerIds,
  insertChargesIfAbsent,
  lockPaymentMethods,
  methodsWithSucceededCharge,
} from "./sandbox-repository.js";
import { chargeOut, checkAmount, checkCurrency, checkKey, declineOf, hash } from "./sandbox-rows.js";

/** A charge the bulk path makes: off session, to a card saved to the customer. */
interface Saved {
  index: number;
  input: ChargeInput;
  amount: number;
  currency: string;
  key: string;
  requestHash: string;
  customerId: string;
  paymentMethodId: string;
}

type Settled = PromiseSettledResult<Charge>;

/** Off session to a saved card (`pm_…`, not a test value) of a customer, nothing saved: the renewals' charge. */
function isSavedOffSession(input: ChargeInput): boolean {
  return (
    input.offSession === true &&
    !!input.customerRef &&
    input.savePaymentMethod !== true &&
    !Object.hasOwn(TEST_PAYMENT_METHODS, input.paymentMethod)
  );
}

/**
 * The sandbox's `chargeMany`: the off-session charges of saved cards (a batch of renewals) made
 * per organization in one transaction of a fixed number of statements (customers read, cards
 * locked in id order, the succeed-once cards' earlier charges read, the charges inserted in one
 * statement; a key met there is replayed after it, as `charge` replays it). Every other input
 * goes through `charge`, one at a time. Each result is what `charge` of that input alone would
 * give: the charge, or the error it throws.
 */
export function sandboxChargeMany(
  deps: { db: Database; clock: Clock },
  charge: PaymentProcessor["charge"],
): PaymentProcessor["chargeMany"] {
  return async (inputs) => {
    const out: Settled[] = new Array(inputs.length);
    const byOrg = new Map<string, Saved[]>();
    for (const [index, input] of inputs.entries()) {
      if (!isSavedOffSession(input)) continue;
      try {
        const saved = checked(index, input);
        byOrg.set(input.organizationId, [...(byOrg.get(input.organizationId) ?? []), saved]);
      } catch (reason) {
        out[index] = { status: "rejected", reason };
      }
    }
    for (const [organizationId, saved] of byOrg) {
      try {
        await chargeSaved(deps, organizationId, saved, out);
      } catch (reason) {
        // The transaction failed (nothing of it was charged), or the replays' read after it did:
        // what is not settled yet is unknown to the caller; a retry with the same keys settles it.
        for (const s of saved) out[s.index] ??= { status: "rejected", reason };
      }
    }
    for (const [index, input] of inputs.entries()) {
      if (out[index]) continue;
      try {
        out[index] = { status: "fulfilled", value: await charge(input) };
      } catch (reason) {
        out[index] = { status: "rejected", reason };
      }
    }
    return out;
  };
}

/** The checks `charge` makes before its transaction, and the request hash it keeps. */
function checked(index: number, input: ChargeInput): Saved {
  const amount = checkAmount(input.amount);
  const currency = checkCurrency(input.currency);
  const key = checkKey(input.idempotencyKey);
  const customerRef = input.customerRef!;
  const customerId = fromRef("cus", customerRef);
  if (!customerId) throw new PaymentObjectNotFoundError("Customer", customerRef);
  const paymentMethodId = fromRef("pm", input.paymentMethod);
  if (!paymentMethodId) throw new PaymentObjectNotFoundError("PaymentMethod", input.paymentMethod);
  // As `charge` hashes an off-session charge that saves nothing.
  const requestHash = hash([amount, currency, customerRef, input.paymentMethod, true]);
  return { index, input, amount, currency, key, requestHash, customerId, paymentMethodId };
}

async function chargeSaved(
  deps: { db: Database; clock: Clock },
  organizationId: string,
  saved: Saved[],
  out: Settled[],
): Promise<void> {
  // The results of the transaction, kept until it has committed: a failed commit charged nothing.
  const settled = new Map<number, Settled>();
  const fail = (s: Saved, reason: unknown) => {
    settled.set(s.index, { status: "rejected", reason });
  };
  // Keys another charge holds (before this batch, or earlier in it): replayed after the commit.
  const replays: Saved[] = [];
  await deps.db.transaction(async (tx) => {
    const customers = await findSandboxCustomerIds(tx, organizationId, [
      ...new Set(saved.map((s) => s.customerId)),
    ]);
    const methods = await lockPaymentMethods(
      tx,
      organizationId,
      [...new Set(saved.map((s) => s.paymentMethodId))].sort(),
    );
    const once = [...methods.values()]
      .filter((pm) => pm.behavior === "succeed_once_then_decline_off_session")
      .map((pm) => pm.id);
    const succeeded = await methodsWithSucceededCharge(tx, organizationId, once);
    const rows: ChargeRow[] = [];
    const byKey = new Map<string, Saved>();
    for (const s of saved) {
      const pm = methods.get(s.paymentMethodId);
      if (!customers.has(s.customerId))
        fail(s, new PaymentObjectNotFoundError("Customer", s.input.customerRef!));
      else if (!pm) fail(s, new PaymentObjectNotFoundError("PaymentMethod", s.input.paymentMethod));
      else if (pm.customerId !== s.customerId) {
        const message = pm.customerId
          ? "This payment method is attached to another customer"
          : "Off-session charges need a payment method attached to the given customer";
        fail(s, new PaymentParameterError("payment_method", message, s.input.paymentMethod));
      } else if (byKey.has(s.key)) replays.push(s);
      else {
        const now = deps.clock.now();
        const failure = declineOf(pm, true, now, succeeded.has(pm.id));
        // A succeed-once card charged earlier in this batch has a succeeded charge now.
        if (!failure) succeeded.add(pm.id);
        byKey.set(s.key, s);
        rows.push({
          id: uuidv7(),
          organizationId,
          idempotencyKey: s.key,
          requestHash: s.requestHash,
          amount: s.amount,
          currency: s.currency,
          customerId: s.customerId,
          paymentMethodId: pm.id,
          offSession: true,
          status: failure ? "failed" : "succeeded",
          declineCode: failure?.code ?? null,
          failureMessage: failure?.message ?? null,
          amountRefunded: 0,
          createdAt: now,
        });
      }
    }
    const inserted = new Set((await insertChargesIfAbsent(tx, rows)).map((r) => r.idempotencyKey));
    for (const row of rows) {
      const s = byKey.get(row.idempotencyKey)!;
      if (inserted.has(row.idempotencyKey))
        settled.set(s.index, { status: "fulfilled", value: chargeOut(row) });
      else replays.push(s);
    }
  });
  for (const [index, result] of settled) out[index] = result;
  if (replays.length === 0) return;
  const taken = await findChargesByKeys(
    deps.db,
    organizationId,
    replays.map((s) => s.key),
  );
  for (const s of replays) {
    const row = taken.get(s.key);
    if (!row) out[s.index] = { status: "rejected", reason: new Error(`no charge has the key ${s.key}`) };
    else if (row.requestHash !== s.requestHash)
      out[s.index] = { status: "rejected", reason: new IdempotencyKeyReusedError(s.key) };
    else out[s.index] = { status: "fulfilled", value: chargeOut(row) };
  }
}
