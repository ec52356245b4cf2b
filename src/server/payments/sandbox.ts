import type { Database, Executor } from "../db/types.js";
import type { Clock } from "../lib/clock.js";
import { uuidv7 } from "../lib/ids.js";
import { TEST_PAYMENT_METHODS, validateCard } from "./cards.js";
import {
  IdempotencyKeyReusedError,
  PaymentObjectNotFoundError,
  PaymentParameterError,
  RefundNotAllowedError,
} from "./errors.js";
import type { CreateCustomerInput, Decline, PaymentProcessor } from "./processor.js";
import { fromRef, toRef } from "./refs.js";
import { sandboxChargeMany } from "./sandbox-bulk.js";
import {
  attachPaymentMethodRow,
  type ChargeRow,
  findCharge,
  findChargeByKey,
  findPaymentMethod,
  findRefundByKey,
  findSandboxCustomerId,
  hasSucceededCharge,
  insertCardAndChargeIfAbsent,
  insertChargeIfAbsent,
  insertPaymentMethod,
  insertRefundIfAbsent,
  insertSandboxCustomer,
  insertSandboxCustomerSql,
  type PaymentMethodRow,
  type RefundRow,
  setChargeRefunded,
} from "./sandbox-repository.js";
import {
  chargeOut,
  checkAmount,
  checkCurrency,
  checkKey,
  declineOf,
  hash,
  paymentMethodOut,
  refundOut,
} from "./sandbox-rows.js";

/** Thrown inside a transaction to roll it back when another request took the idempotency key. */
class KeyTaken extends Error {}

export function createSandboxProcessor(deps: { db: Database; clock: Clock }): PaymentProcessor {
  const { db, clock } = deps;

  async function findCustomer(ex: Executor, organizationId: string, ref: string): Promise<string> {
    const id = fromRef("cus", ref);
    const found = id ? await findSandboxCustomerId(ex, organizationId, id) : undefined;
    if (!found) throw new PaymentObjectNotFoundError("Customer", ref);
    return found;
  }

  /** The card row of a test card number (expiring in three years), attached when there is a customer. */
  function testCardRow(organizationId: string, number: string, customerId: string | null): PaymentMethodRow {
    const now = clock.now();
    const card = validateCard({ number, expMonth: 12, expYear: now.getUTCFullYear() + 3, cvc: "123" }, now);
    return {
      id: uuidv7(),
      organizationId,
      customerId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      behavior: card.behavior,
      createdAt: now,
      attachedAt: customerId ? now : null,
    };
  }

  function insertCard(ex: Executor, organizationId: string, number: string, customerId: string | null) {
    return insertPaymentMethod(ex, testCardRow(organizationId, number, customerId));
  }

  /** A saved payment method (locked for the transaction) or a fresh one made from a test value. */
  async function resolvePaymentMethod(
    ex: Executor,
    organizationId: string,
    ref: string,
    customerId: string | null,
  ): Promise<PaymentMethodRow> {
    const testNumber = Object.hasOwn(TEST_PAYMENT_METHODS, ref) ? TEST_PAYMENT_METHODS[ref] : undefined;
    if (testNumber) return insertCard(ex, organizationId, testNumber, customerId);
    const id = fromRef("pm", ref);
    const row = id ? await findPaymentMethod(ex, organizationId, id, { forUpdate: true }) : undefined;
    if (!row) throw new PaymentObjectNotFoundError("PaymentMethod", ref);
    return row;
  }

  async function outcome(ex: Executor, pm: PaymentMethodRow, offSession: boolean): Promise<Decline | null> {
    // The succeed-once card reads its charges only where it matters (off session).
    const asks = pm.behavior === "succeed_once_then_decline_off_session" && offSession;
    const succeededBefore = asks && (await hasSucceededCharge(ex, pm.organizationId, pm.id));
    return declineOf(pm, offSession, clock.now(), succeededBefore);
  }

  /** A sandbox customer: its reference now, its row written by `write` in the caller's transaction. */
  function customerInTransaction(input: CreateCustomerInput) {
    const id = uuidv7();
    const row = () => ({
      id,
      organizationId: input.organizationId,
      email: input.email ?? null,
      name: input.name ?? null,
      createdAt: clock.now(),
    });
    return {
      customerRef: toRef("cus", id),
      write: (tx: Executor) => insertSandboxCustomer(tx, row()),
      writeSql: (tx: Executor) => insertSandboxCustomerSql(tx, row()),
    };
  }

  const processor: PaymentProcessor = {
    name: "sandbox",

    async createCustomer(input) {
      const made = customerInTransaction(input);
      await made.write(db);
      return { customerRef: made.customerRef };
    },

    customerInTransaction,

    async tokenizeCard(input) {
      const now = clock.now();
      const card = validateCard(input.card, now);
      const row = await insertPaymentMethod(db, {
        id: uuidv7(),
        organizationId: input.organizationId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        behavior: card.behavior,
        createdAt: now,
      });
      return paymentMethodOut(row);
    },

    async attachPaymentMethod(input) {
      return db.transaction(async (tx) => {
        const customerId = await findCustomer(tx, input.organizationId, input.customerRef);
        const pm = await resolvePaymentMethod(tx, input.organizationId, input.paymentMethod, customerId);
        if (pm.customerId && pm.customerId !== customerId) {
          throw new PaymentParameterError(
            "payment_method",
            "This payment method is already attached to another customer",
            input.paymentMethod,
          );
        }
        if (pm.customerId === customerId) return paymentMethodOut(pm);
        return paymentMethodOut(
          await attachPaymentMethodRow(tx, input.organizationId, pm.id, customerId, clock.now()),
        );
      });
    },

    async retrievePaymentMethod(organizationId, ref) {
      const id = fromRef("pm", ref);
      const row = id ? await findPaymentMethod(db, organizationId, id) : undefined;
      if (!row) throw new PaymentObjectNotFoundError("PaymentMethod", ref);
      return paymentMethodOut(row);
    },

    async charge(input) {
      const amount = checkAmount(input.amount);
      const currency = checkCurrency(input.currency);
      const key = checkKey(input.idempotencyKey);
      const customerRef = input.customerRef ?? null;
      const save = input.savePaymentMethod === true;
      if (save && !customerRef) {
        throw new PaymentParameterError("customer", "Saving a payment method needs a customer", null);
      }
      const requestHash = hash([
        amount,
        currency,
        customerRef,
        input.paymentMethod,
        input.offSession === true,
        // Appended only when asked, so keys used before the option existed still replay.
        ...(save ? ["save"] : []),
      ]);
      const replay = (row: ChargeRow) => {
        if (row.requestHash !== requestHash) throw new IdempotencyKeyReusedError(key);
        return chargeOut(row);
      };
      const fresh = {
        organizationId: input.organizationId,
        idempotencyKey: key,
        requestHash,
        amount,
        currency,
        offSession: input.offSession === true,
      };
      // A test value (a new card) charged on session, the checkout's case: one statement, which
      // makes the card only with the charge (a key used before makes neither, then replays).
      const testNumber = Object.hasOwn(TEST_PAYMENT_METHODS, input.paymentMethod)
        ? TEST_PAYMENT_METHODS[input.paymentMethod]
        : undefined;
      if (testNumber && !input.offSession) {
        const customerId = customerRef ? fromRef("cus", customerRef) : null;
        if (customerRef && !customerId) throw new PaymentObjectNotFoundError("Customer", customerRef);
        const pm = testCardRow(input.organizationId, testNumber, customerId);
        const now = pm.createdAt;
        // On session, a new card's outcome reads nothing.
        const failure = await outcome(db, pm, false);
        const charge: ChargeRow = {
          ...fresh,
          id: uuidv7(),
          customerId,
          paymentMethodId: pm.id,
          status: failure ? "failed" : "succeeded",
          declineCode: failure?.code ?? null,
          failureMessage: failure?.message ?? null,
          amountRefunded: 0,
          createdAt: now,
        };
        const done = await insertCardAndChargeIfAbsent(db, pm, charge);
        if (!done.customerFound) throw new PaymentObjectNotFoundError("Customer", customerRef!);
        if (done.charged) return chargeOut(charge);
        const taken = await findChargeByKey(db, input.organizationId, key);
        if (!taken) throw new KeyTaken();
        return replay(taken);
      }
      // A key used before is found when the insert meets it (KeyTaken, below): a first charge,
      // the common case, costs no read before its transaction.
      try {
        return await db.transaction(async (tx) => {
          const customerId = customerRef ? await findCustomer(tx, input.organizationId, customerRef) : null;
          const pm = await resolvePaymentMethod(tx, input.organizationId, input.paymentMethod, customerId);
          if (pm.customerId && pm.customerId !== customerId) {
            throw new PaymentParameterError(
              "payment_method",
              "This payment method is attached to another customer",
              input.paymentMethod,
            );
          }
          if (input.offSession && (!customerId || pm.customerId !== customerId)) {
            throw new PaymentParameterError(
              "payment_method",
              "Off-session charges need a payment method attached to the given customer",
              input.paymentMethod,
            );
          }
          const failure = await outcome(tx, pm, input.offSession === true);
          if (!failure && save && customerId && !pm.customerId) {
            await attachPaymentMethodRow(tx, input.organizationId, pm.id, customerId, clock.now());
          }
          const row = await insertChargeIfAbsent(tx, {
            ...fresh,
            id: uuidv7(),
            customerId,
            paymentMethodId: pm.id,
            status: failure ? "failed" : "succeeded",
            declineCode: failure?.code ?? null,
            failureMessage: failure?.message ?? null,
            createdAt: clock.now(),
          });
          if (!row) throw new KeyTaken();
          return chargeOut(row);
        });
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
        const taken = await findChargeByKey(db, input.organizationId, key);
        if (!taken) throw error;
        return replay(taken);
      }
    },

    chargeMany(inputs) {
      return chargeMany(inputs);
    },

    async retrieveCharge(organizationId, ref) {
      const id = fromRef("ch", ref);
      const row = id ? await findCharge(db, organizationId, id) : undefined;
      if (!row) throw new PaymentObjectNotFoundError("Charge", ref);
      return chargeOut(row);
    },

    async refund(input) {
      const amount = checkAmount(input.amount);
      const key = checkKey(input.idempotencyKey);
      const reason = input.reason ?? null;
      const requestHash = hash([input.chargeRef, amount, reason]);
      const replay = (row: RefundRow) => {
        if (row.requestHash !== requestHash) throw new IdempotencyKeyReusedError(key);
        return refundOut(row);
      };
      try {
        return await db.transaction(async (tx) => {
          const id = fromRef("ch", input.chargeRef);
          const charge = id ? await findCharge(tx, input.organizationId, id, { forUpdate: true }) : undefined;
          if (!charge) throw new PaymentObjectNotFoundError("Charge", input.chargeRef);
          const first = await findRefundByKey(tx, input.organizationId, key);
          if (first) return replay(first);
          if (charge.status !== "succeeded") {
            throw new RefundNotAllowedError("Only a succeeded charge can be refunded", amount);
          }
          const remaining = charge.amount - charge.amountRefunded;
          if (amount > remaining) {
            throw new RefundNotAllowedError(`Amount exceeds the refundable amount of ${remaining}`, amount);
          }
          const row = await insertRefundIfAbsent(tx, {
            id: uuidv7(),
            organizationId: input.organizationId,
            chargeId: charge.id,
            idempotencyKey: key,
            requestHash,
            amount,
            currency: charge.currency,
            reason,
            createdAt: clock.now(),
          });
          if (!row) throw new KeyTaken();
          await setChargeRefunded(tx, input.organizationId, charge.id, charge.amountRefunded + amount);
          return refundOut(row);
        });
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
        const taken = await findRefundByKey(db, input.organizationId, key);
        if (!taken) throw error;
        return replay(taken);
      }
    },
  };
  // The inputs it does not make in bulk go through `processor.charge` (so a test replacing it sees them).
  const chargeMany = sandboxChargeMany(deps, (input) => processor.charge(input));
  return processor;
}
