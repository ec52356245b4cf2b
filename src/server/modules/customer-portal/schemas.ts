import { z } from "@hono/zod-openapi";
import { Customer } from "../customers/schemas.js";
import { Organization } from "../organizations/schemas.js";
import { Product } from "../products/schemas.js";

const ReturnUrl = z
  .url({ message: "return_url must be an absolute URL" })
  .max(2083, { message: "return_url must be at most 2083 characters" })
  .nullish()
  .openapi({ description: "When set, the portal shows a back link to this URL." });

/** Polar's `CustomerSessionCustomerIDCreate | CustomerSessionCustomerExternalIDCreate`. */
export const CustomerSessionCreate = z
  .object({
    customer_id: z.uuid({ message: "customer_id must be a UUID" }).optional(),
    external_customer_id: z.string().min(1).max(400).optional(),
    return_url: ReturnUrl,
    member_id: z.uuid().nullish().openapi({ description: "Members belong to seat-based billing; not used." }),
    external_member_id: z
      .string()
      .nullish()
      .openapi({ description: "Members belong to seat-based billing; not used." }),
  })
  .superRefine((value, issue) => {
    const named = Number(value.customer_id !== undefined) + Number(value.external_customer_id !== undefined);
    if (named !== 1) {
      issue.addIssue({
        code: "custom",
        path: [value.external_customer_id !== undefined ? "external_customer_id" : "customer_id"],
        message: "Give exactly one of customer_id and external_customer_id",
      });
    }
  })
  .openapi("CustomerSessionCreate");

export const CustomerSession = z
  .object({
    created_at: z.string(),
    modified_at: z.string().nullable(),
    id: z.uuid(),
    token: z.string().openapi({
      description: "The bearer token of `/v1/customer-portal/*` (`polar_cst_…`), valid one hour.",
    }),
    expires_at: z.string(),
    return_url: z.string().nullable(),
    customer_portal_url: z.string().openapi({ description: "Opens the portal signed in as this customer." }),
    customer_id: z.uuid(),
    customer: Customer,
  })
  .openapi("CustomerSession");

export const CustomerCustomerSession = z
  .object({ expires_at: z.string(), return_url: z.string().nullable() })
  .openapi("CustomerCustomerSession");

export const PortalAuthenticatedUser = z
  .object({
    type: z.string().openapi({ description: "Always `customer` (members belong to seat-based billing)." }),
    name: z.string().nullable(),
    email: z.string(),
    customer_id: z.uuid(),
    member_id: z.uuid().nullable(),
    role: z.string().nullable(),
  })
  .openapi("PortalAuthenticatedUser");

export const CustomerSessionCodeRequest = z
  .object({
    email: z.email({ message: "email must be an email address" }).max(320),
    organization_id: z.uuid({ message: "organization_id must be a UUID" }),
    customer_id: z.uuid({ message: "customer_id must be a UUID" }).nullish(),
  })
  .openapi("CustomerSessionCodeRequest");

export const CustomerSessionCodeAuthenticateRequest = z
  .object({ code: z.string().trim().min(1, { message: "code is required" }).max(64) })
  .openapi("CustomerSessionCodeAuthenticateRequest");

export const CustomerSessionCodeAuthenticateResponse = z
  .object({ token: z.string() })
  .openapi("CustomerSessionCodeAuthenticateResponse");

export const CustomerOrganization = Organization.pick({
  created_at: true,
  modified_at: true,
  id: true,
  name: true,
  slug: true,
  avatar_url: true,
  proration_behavior: true,
  allow_customer_updates: true,
  customer_portal_settings: true,
})
  .extend({
    organization_features: z.object({
      member_model_enabled: z.boolean(),
      checkout_localization_enabled: z.boolean(),
    }),
  })
  .openapi("CustomerOrganization");

export const CustomerProduct = Product.omit({ metadata: true, attached_custom_fields: true }).openapi(
  "CustomerProduct",
);

export const CustomerOrganizationData = z
  .object({ organization: CustomerOrganization, products: z.array(CustomerProduct) })
  .openapi("CustomerOrganizationData");
