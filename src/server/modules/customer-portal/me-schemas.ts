import { z } from "@hono/zod-openapi";
import { EmailAddress } from "../../http/v1/fields.js";
import { Address, AddressInput } from "../customers/schemas.js";

const wireDatetime = z.string().openapi({ format: "date-time" });

/** Polar's `CustomerPortalCustomer`: what the signed-in customer sees of themselves. */
export const CustomerPortalCustomer = z
  .object({
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    id: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    name: z.string().nullable(),
    billing_name: z.string().nullable(),
    billing_address: Address.nullable(),
    tax_id: z.tuple([z.string(), z.string()]).nullable(),
    oauth_accounts: z
      .record(z.string(), z.object({ account_id: z.string(), account_username: z.string().nullable() }))
      .openapi({ description: "Linked OAuth accounts (none: Kassa has no customer OAuth)." }),
    default_payment_method_id: z.string().nullable(),
    type: z.literal("individual").nullable(),
    locale: z.string().nullable(),
  })
  .openapi("CustomerPortalCustomer");

/** Polar's `CustomerPortalCustomerUpdate`. */
export const CustomerPortalCustomerUpdate = z
  .object({
    billing_name: z.string().max(256, { message: "must be at most 256 characters" }).nullable().optional(),
    billing_address: AddressInput.nullable().optional(),
    tax_id: z
      .string()
      .max(64, { message: "must be at most 64 characters" })
      .nullable()
      .optional()
      .openapi({ description: "A tax id of the billing address's country; needs `billing_address`." }),
    default_payment_method_id: z
      .uuid({ message: "must be a UUID" })
      .nullable()
      .optional()
      .openapi({ description: "One of the customer's saved payment methods, charged for renewals." }),
  })
  .openapi("CustomerPortalCustomerUpdate");
export type CustomerPortalCustomerUpdateInput = z.infer<typeof CustomerPortalCustomerUpdate>;

export const CustomerEmailUpdateRequest = z
  .object({ email: EmailAddress })
  .openapi("CustomerEmailUpdateRequest");

export const CustomerEmailUpdateVerifyRequest = z
  .object({ token: z.string().trim().min(1, { message: "token is required" }).max(256) })
  .openapi("CustomerEmailUpdateVerifyRequest");

export const CustomerEmailUpdateVerifyResponse = z
  .object({ token: z.string().openapi({ description: "A new customer session token (`polar_cst_…`)." }) })
  .openapi("CustomerEmailUpdateVerifyResponse");

export const EmailUpdateCheckQuery = z.object({
  token: z
    .string({ message: "token is required" })
    .min(1, { message: "token is required" })
    .max(256)
    .openapi({ param: { name: "token", in: "query" } }),
});
