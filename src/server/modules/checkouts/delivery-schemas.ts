import { z } from "@hono/zod-openapi";
import { BENEFIT_TYPES } from "../benefits/schemas.js";

// The confirmation page's shapes (Kassa extensions): what a succeeded checkout delivered, and the
// customer session that opens the buyer's portal from it.
/** One benefit of a succeeded checkout's purchase, as its buyer sees it on the confirmation page. */
export const CheckoutDeliveryBenefit = z
  .object({
    id: z.uuid().openapi({ description: "The benefit grant's id." }),
    benefit_id: z.uuid(),
    type: z.enum(BENEFIT_TYPES),
    description: z.string(),
    status: z.enum(["granting", "granted", "failed", "revoked"]).openapi({
      description:
        "`granting` until the grant's job has run (poll again), `granted`, `failed` (the seller is told and retries it), or `revoked`.",
    }),
    license_key: z
      .object({
        id: z.uuid(),
        key: z.string(),
        display_key: z.string(),
        status: z.string(),
        expires_at: z.string().nullable(),
        limit_activations: z.number().int().nullable(),
        limit_usage: z.number().int().nullable(),
      })
      .nullable()
      .openapi({ description: "The key a granted `license_keys` benefit issued." }),
    downloadables: z
      .array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          mime_type: z.string(),
          size: z.number().int(),
          size_readable: z.string(),
          url: z.string().openapi({ description: "A signed download link (`/downloads/{token}`)." }),
          expires_at: z.string(),
        }),
      )
      .openapi({ description: "The files of a granted `downloadables` benefit, with signed links." }),
    note: z.string().nullable().openapi({ description: "A granted `custom` benefit's note." }),
  })
  .openapi("CheckoutDeliveryBenefit");

export const CheckoutDelivery = z
  .object({
    checkout_id: z.uuid(),
    order_id: z.uuid(),
    customer_email: z.string().nullable(),
    benefits: z.array(CheckoutDeliveryBenefit),
    complete: z
      .boolean()
      .openapi({ description: "Every benefit is past `granting`: no need to poll again." }),
    expires_at: z.string().openapi({ description: "Until when this endpoint answers for the checkout." }),
    customer_portal_url: z.string().openapi({ description: "The seller's customer portal (sign-in page)." }),
    customer_portal_sign_in: z.boolean().openapi({
      description:
        "Whether `POST …/customer-session` can sign the buyer in to the portal (the customer was named by the seller or created by this checkout).",
    }),
  })
  .openapi("CheckoutDelivery");

export const CheckoutCustomerSession = z
  .object({
    token: z.string().openapi({ description: "A customer session token (`polar_cst_…`), valid one hour." }),
    expires_at: z.string(),
    customer_portal_url: z
      .string()
      .openapi({ description: "The portal URL that opens signed in with the token." }),
  })
  .openapi("CheckoutCustomerSession");
