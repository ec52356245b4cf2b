import { z } from "@hono/zod-openapi";
import { listSchema } from "../../http/v1/pagination.js";

const wireDatetime = z.string().openapi({ format: "date-time" });

/** Polar's `PaymentMethodCard`: a saved card, with Kassa's `is_default` flag. */
export const PaymentMethodCard = z
  .object({
    id: z.string(),
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    processor: z.literal("stripe").openapi({
      description: "Always `stripe` on the wire (Polar's only value), whichever processor Kassa runs.",
    }),
    customer_id: z.string(),
    type: z.literal("card"),
    method_metadata: z
      .object({
        brand: z.string(),
        last4: z.string(),
        exp_month: z.number().int(),
        exp_year: z.number().int(),
        wallet: z.string().nullable(),
      })
      .openapi("PaymentMethodCardMetadata"),
    is_default: z.boolean().openapi({
      description: "Kassa: whether this is the customer's default card (`default_payment_method_id`).",
    }),
  })
  .openapi("PaymentMethodCard");

export const CustomerPaymentMethodList = listSchema(PaymentMethodCard, "ListResource_CustomerPaymentMethod_");

export const CustomerPaymentMethodCreate = z
  .object({
    confirmation_token_id: z
      .string({ message: "confirmation_token_id is required" })
      .trim()
      .min(1, { message: "confirmation_token_id is required" })
      .max(256)
      .openapi({
        description:
          "The card to save: a Stripe confirmation token (`ctoken_…`) from Stripe Elements, or with the sandbox processor a card token or test value (`pm_card_visa`).",
      }),
    set_default: z.boolean({ message: "set_default must be a boolean" }),
    return_url: z
      .string({ message: "return_url is required" })
      .max(2083)
      .openapi({ description: "Where a card needing authentication returns to." }),
  })
  .openapi("CustomerPaymentMethodCreate");

export const CustomerPaymentMethodConfirm = z
  .object({
    setup_intent_id: z
      .string({ message: "setup_intent_id is required" })
      .trim()
      .min(1, { message: "setup_intent_id is required" })
      .max(256)
      .openapi({
        description:
          "The payment method the processor set up for the customer after the authentication step (`pm_…`).",
      }),
    set_default: z.boolean({ message: "set_default must be a boolean" }),
  })
  .openapi("CustomerPaymentMethodConfirm");

export const CustomerPaymentMethodCreateResponse = z
  .discriminatedUnion("status", [
    z
      .object({ status: z.literal("succeeded"), payment_method: PaymentMethodCard })
      .openapi("CustomerPaymentMethodCreateSucceededResponse"),
    z
      .object({ status: z.literal("requires_action"), client_secret: z.string() })
      .openapi("CustomerPaymentMethodCreateRequiresActionResponse"),
  ])
  .openapi("CustomerPaymentMethodCreateResponse");
