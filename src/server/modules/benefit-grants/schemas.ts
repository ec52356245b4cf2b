import { z } from "@hono/zod-openapi";
import { PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";

const uuid = (name: string) => z.uuid({ message: `${name} must be a UUID` });

export const GrantListQuery = PageQuery.extend({
  organization_id: repeated(uuid("organization_id")),
  customer_id: repeated(uuid("customer_id")),
  external_customer_id: repeated(z.string().min(1).max(255)),
  benefit_id: repeated(uuid("benefit_id")),
  member_id: repeated(uuid("member_id")),
  is_granted: z
    .enum(["true", "false"], { message: "is_granted must be true or false" })
    .transform((v) => v === "true")
    .optional(),
  sorting: sortingQuery(["created_at", "granted_at", "revoked_at"] as const),
});

export const INTEGRATION_PROVIDERS = ["github", "discord"] as const;

export const ProviderParam = z.object({
  provider: z
    .enum(INTEGRATION_PROVIDERS, { message: "provider must be github or discord" })
    .openapi({ param: { name: "provider", in: "path" } }),
});

export const IntegrationSet = z
  .object({
    token: z
      .string()
      .trim()
      .min(8, { message: "token must be at least 8 characters" })
      .max(1000, { message: "token is at most 1000 characters" })
      .regex(/^\S+$/, { message: "token must not contain spaces" })
      .openapi({
        description:
          "github: a token allowed to manage the repositories' collaborators (fine-grained: Administration read and write). discord: the bot token of an application whose bot is in the server with Manage Roles.",
      }),
  })
  .openapi("BenefitIntegrationSet");

export const Integration = z
  .object({
    provider: z.enum(INTEGRATION_PROVIDERS),
    token_hint: z.string().openapi({ description: "The token's last four characters." }),
    created_at: z.string(),
    modified_at: z.string().nullable(),
  })
  .openapi("BenefitIntegration");

export const IntegrationList = z.object({ items: z.array(Integration) }).openapi("BenefitIntegrationList");
