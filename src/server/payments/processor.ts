/**
 * The one interface checkout, orders, refunds and subscriptions use to move money, in Stripe's
 * terms. Implementations: the sandbox processor (sandbox.ts, the default, Stripe test mode
 * behaviour on Kassa's own database) and Stripe itself (stripe.ts, `PAYMENT_PROCESSOR=stripe`).
 * Every call is scoped by the seller's organization. Amounts are integers in minor units with a
 * lowercase currency.
 *
 * References are opaque strings: customers `cus_…`, payment methods `pm_…`, charges `ch_…`
 * (Stripe: the PaymentIntent, `pi_…`), refunds `re_…`. Where a payment method is expected, both
 * processors accept Stripe-style test values such as `pm_card_visa` (see docs/payments.md), and
 * Stripe also a confirmation token (`ctoken_…`) made by Stripe Elements in the browser.
 */
import type { SQL } from "drizzle-orm";
import type { Executor } from "../db/types.js";

/** Why a card was declined (Stripe's decline codes). */
export type DeclineCode = "card_declined" | "insufficient_funds" | "expired_card";

export interface Decline {
  code: DeclineCode;
  /** A sentence that can be shown to the customer as is. */
  message: string;
}

/** Card details as the hosted card form sends them to the tokenizer; never stored. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface PaymentMethod {
  id: string;
  type: "card";
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The customer it is saved to for off-session charges, or null. */
  customerRef: string | null;
  createdAt: Date;
}

interface ChargeBase {
  id: string;
  amount: number;
  currency: string;
  customerRef: string | null;
  paymentMethodId: string;
  offSession: boolean;
  /** Sum of the refunds made on this charge, minor units. */
  amountRefunded: number;
  createdAt: Date;
}

/** A payment attempt: succeeded, or failed with its decline. */
export type Charge =
  | (ChargeBase & { status: "succeeded"; decline: null })
  | (ChargeBase & { status: "failed"; decline: Decline });

export interface Refund {
  id: string;
  chargeId: string;
  amount: number;
  currency: string;
  reason: string | null;
  status: "succeeded";
  createdAt: Date;
}

export interface CreateCustomerInput {
  organizationId: string;
  email?: string | null;
  name?: string | null;
}

export interface TokenizeCardInput {
  organizationId: string;
  card: CardInput;
}

export interface AttachPaymentMethodInput {
  organizationId: string;
  customerRef: string;
  /**
   * A payment method token (or a test value such as `pm_card_visa`). Stripe: also a confirmation
   * token `ctoken_…` from Stripe Elements, saved through a SetupIntent without a charge.
   */
  paymentMethod: string;
}

export interface ChargeInput {
  organizationId: string;
  amount: number;
  currency: string;
  customerRef?: string | null;
  /**
   * A payment method token (or a test value such as `pm_card_visa`). Stripe: also a confirmation
   * token `ctoken_…` from Stripe Elements (on-session only).
   */
  paymentMethod: string;
  /** True for charges the customer is not present for (renewals, dunning retries). */
  offSession: boolean;
  /**
   * Save the payment method to `customerRef` for later off-session charges when this charge
   * succeeds (Stripe: `setup_future_usage=off_session`). Requires `customerRef`. The only way to
   * keep a card paid with a Stripe confirmation token: Stripe refuses to attach a payment method
   * that was used once without a customer.
   */
  savePaymentMethod?: boolean;
  /** Kept with the charge at the processor (Stripe metadata), e.g. `{ checkout_id }`. */
  metadata?: Record<string, string>;
  /**
   * Required. The same key never charges twice: it returns the first charge (succeeded or
   * failed). The same key with different parameters throws IdempotencyKeyReusedError.
   */
  idempotencyKey: string;
}

export interface RefundInput {
  organizationId: string;
  chargeRef: string;
  /** Minor units; at most the charge's amount minus what is already refunded. */
  amount: number;
  reason?: string | null;
  /** Required; the same key returns the first refund, never refunds twice. */
  idempotencyKey: string;
}

export interface PaymentProcessor {
  readonly name: "sandbox" | "stripe";
  /** A processor-side customer that payment methods can be saved to. */
  createCustomer(input: CreateCustomerInput): Promise<{ customerRef: string }>;
  /**
   * Only a processor whose customers live in Kassa's own database (the sandbox): the customer
   * `createCustomer` would make, as a write in the caller's transaction, so it commits (or rolls
   * back) with the change that needs it and costs no commit of its own. The reference is known
   * before the write; `write(tx)` makes the customer, `writeSql(tx)` is the same write as SQL for
   * a statement of the caller's that writes other rows too (a `WITH` of it). Stripe has none (a
   * network call never runs inside a transaction).
   */
  customerInTransaction?(input: CreateCustomerInput): {
    customerRef: string;
    write(tx: Executor): Promise<void>;
    writeSql(tx: Executor): SQL;
  };
  /** The hosted card form's tokenizer: validates the card and returns a payment method token. */
  tokenizeCard(input: TokenizeCardInput): Promise<PaymentMethod>;
  /** Saves a payment method to a customer for later off-session charges. */
  attachPaymentMethod(input: AttachPaymentMethodInput): Promise<PaymentMethod>;
  retrievePaymentMethod(organizationId: string, paymentMethodRef: string): Promise<PaymentMethod>;
  /** Charges a payment method; a decline is a failed Charge, not an exception. */
  charge(input: ChargeInput): Promise<Charge>;
  /**
   * `charge` for many inputs (a batch of renewals), results in input order: each the charge, or
   * the error `charge` of that input alone would throw. The sandbox makes the off-session charges
   * of saved cards together in a few statements; Stripe calls `charge` for each, a few at once.
   * Never call it inside a transaction.
   */
  chargeMany(inputs: ChargeInput[]): Promise<PromiseSettledResult<Charge>[]>;
  retrieveCharge(organizationId: string, chargeRef: string): Promise<Charge>;
  /** Refunds part or all of a succeeded charge. */
  refund(input: RefundInput): Promise<Refund>;
}
