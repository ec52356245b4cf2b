import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppContext } from "../../context.js";
import { accessTokenRoutes } from "../../modules/access-tokens/routes.js";
import { benefitRoutes } from "../../modules/benefits/routes.js";
import { customFieldRoutes } from "../../modules/custom-fields/routes.js";
import { discountRoutes } from "../../modules/discounts/routes.js";
import { fileRoutes } from "../../modules/files/routes.js";
import { meterRoutes } from "../../modules/meters/routes.js";
import { organizationRoutes } from "../../modules/organizations/routes.js";
import { productRoutes } from "../../modules/products/routes.js";
import { webhookDeliveryRoutes } from "../../modules/webhooks/deliveries-routes.js";
import { webhookEndpointRoutes } from "../../modules/webhooks/routes-endpoints.js";
import type { V1Env } from "./principal.js";

/** Adds one module's routes to the `/v1` app. Each module exports one from its routes.ts. */
export type V1Module = (v1: OpenAPIHono<V1Env>, ctx: AppContext) => void;

/** Every `/v1` module, in the order their routes are registered. */
export const v1Modules: V1Module[] = [
  accessTokenRoutes,
  customFieldRoutes,
  meterRoutes,
  organizationRoutes,
  productRoutes,
  fileRoutes,
  benefitRoutes,
  discountRoutes,
  webhookEndpointRoutes,
  webhookDeliveryRoutes,
];
