import { type RefObject, useState } from "react";
import { missingAddressFields } from "../shared/billing-address";
import { ApiError, checkoutApi } from "./api";
import { addressModes, customerUpdate, type Draft } from "./draft";
import { postToEmbedder } from "./embed";
import { toMinor } from "./money";
import type { CardFormHandle } from "./SandboxCardForm";
import type { Checkout } from "./types";
import type { CheckoutSession } from "./useCheckout";
import { amountError, customFieldError, type Errors, emailError } from "./validate";

/** A problem shown above the pay button; "Payment failed" for declines. */
export interface PayProblem {
  title?: string;
  message: string;
}

const CHECK_FIELDS = "Please check the highlighted fields.";
const FAILED = "Payment failed";

/** Everything the page checks before it pays, keyed like the server's 422 fields. */
export function checkDraft(draft: Draft, checkout: Checkout): Errors {
  const errors: Errors = {};
  const email = emailError(draft.email);
  if (email) errors.customer_email = email;
  if (checkout.is_payment_form_required && !draft.name.trim())
    errors.customer_name = "Enter the name on your card";
  if (draft.isBusiness && !draft.billingName.trim()) errors.customer_billing_name = "Enter the business name";
  for (const field of missingAddressFields(addressModes(draft, checkout), draft.address)) {
    errors[`customer_billing_address.${field}`] = field === "country" ? "Choose your country" : "Required";
  }
  for (const attached of checkout.attached_custom_fields ?? []) {
    const slug = attached.custom_field.slug;
    const message = customFieldError(attached, draft.customFields[slug]);
    if (message) errors[`custom_field_data.${slug}`] = message;
  }
  const price = checkout.product_price;
  if (price?.amount_type === "custom") {
    const message = amountError(toMinor(draft.amount, price.price_currency), price);
    if (message) errors.amount = message;
  }
  return errors;
}

/** Moves the customer to the first field marked invalid, once the errors are on screen. */
function focusFirstInvalid() {
  setTimeout(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, 50);
}

/** Why a checkout's last payment failed, when the server says; else a general sentence. */
export function failureMessage(checkout: Checkout): string {
  const reason = (checkout as Checkout & { payment_error?: { message?: string } | null }).payment_error
    ?.message;
  return reason ?? "The payment did not go through. Please try again or use another card.";
}

/**
 * The pay button: checks the form, gets a payment token from the card form (sandbox tokenizer or
 * Stripe), confirms the checkout with the customer's details, and hands the outcome to the page.
 * Decline reasons (400 PaymentError) are shown under "Payment failed"; 422 field errors go next
 * to their fields.
 */
export function usePay({
  session,
  checkout,
  draft,
  card,
  setLocalErrors,
}: {
  session: CheckoutSession;
  checkout: Checkout;
  draft: Draft;
  card: RefObject<CardFormHandle | null>;
  setLocalErrors: (errors: Errors) => void;
}) {
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<PayProblem | null>(null);

  async function pay() {
    setPayError(null);
    setPaying(true);
    try {
      // Changes still on their way (country, amount, discount) decide what is required: wait for them.
      const current = (await session.settled()) ?? checkout;
      const errors = checkDraft(draft, current);
      setLocalErrors(errors);
      if (Object.keys(errors).length > 0) {
        setPayError({ message: CHECK_FIELDS });
        focusFirstInvalid();
        return;
      }
      let token: string | null = null;
      if (current.is_payment_form_required) {
        token = (await card.current?.tokenize()) ?? null;
        if (!token) {
          setPayError({ message: "Please check your card details." });
          focusFirstInvalid();
          return;
        }
      }
      const price = current.product_price;
      const amount = price?.amount_type === "custom" ? toMinor(draft.amount, price.price_currency) : null;
      const confirmed = await checkoutApi.confirm(current.client_secret, {
        ...customerUpdate(draft, current),
        ...(amount !== null ? { amount } : {}),
        confirmation_token_id: token,
      });
      postToEmbedder(confirmed.embed_origin, { event: "confirmed" });
      // Confirm answers Polar's literal `confirmed`; the checkout itself says whether it is paid.
      const result = await checkoutApi.get(current.client_secret).catch(() => confirmed);
      if (result.status === "failed") setPayError({ title: FAILED, message: failureMessage(result) });
      // The page follows the status: succeeded → success, confirmed → waits for the outcome.
      session.accept(result);
    } catch (error) {
      handleError(error);
    } finally {
      setPaying(false);
    }
  }

  function handleError(error: unknown) {
    if (session.fail(error)) return;
    if (!(error instanceof ApiError)) {
      setPayError({ message: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (Object.keys(error.fields).length > 0) {
      session.setServerErrors(error.fields);
      setPayError({ message: CHECK_FIELDS });
      focusFirstInvalid();
    } else {
      setPayError({ title: error.error === "PaymentError" ? FAILED : undefined, message: error.message });
    }
    // A decline leaves the checkout as it was; after anything else (a discount that ran out was
    // removed, another tab paid) the page shows the checkout as it is now.
    if (error.error !== "PaymentError") void session.reload();
  }

  return { pay, paying, payError };
}
