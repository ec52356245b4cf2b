import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppContext } from "../../context.js";
import { accessTokenRoutes } from "../../modules/access-tokens/routes.js";
import { benefitGrantRoutes } from "../../modules/benefit-grants/routes.js";
import { benefitRoutes } from "../../modules/benefits/routes.js";
import { checkoutLinkRoutes } from "../../modules/checkout-links/routes.js";
import { checkoutRoutes } from "../../modules/checkouts/routes.js";
import { customFieldRoutes } from "../../modules/custom-fields/routes.js";
import { customerMeterRoutes } from "../../modules/customer-meters/routes.js";
import { customerPortalBenefitGrantRoutes } from "../../modules/customer-portal/benefit-grants-routes.js";
import { customerPortalCreditNoteRoutes } from "../../modules/customer-portal/credit-notes-routes.js";
import { customerPortalDownloadableRoutes } from "../../modules/customer-portal/downloadables-routes.js";
import { customerPortalLicenseKeyRoutes } from "../../modules/customer-portal/license-keys-routes.js";
import { customerPortalMeRoutes } from "../../modules/customer-portal/me-routes.js";
import { customerPortalMeterRoutes } from "../../modules/customer-portal/meters-routes.js";
import { customerPortalOrderRoutes } from "../../modules/customer-portal/orders-routes.js";
import { customerPortalPaymentMethodRoutes } from "../../modules/customer-portal/payment-methods-routes.js";
import { customerSessionRoutes } from "../../modules/customer-portal/routes.js";
import { customerPortalSessionRoutes } from "../../modules/customer-portal/session-routes.js";
import { customerPortalSubscriptionRoutes } from "../../modules/customer-portal/subscriptions-routes.js";
import { customerRoutes } from "../../modules/customers/routes.js";
import { discountRoutes } from "../../modules/discounts/routes.js";
import { eventTypeRoutes } from "../../modules/events/event-types-routes.js";
import { eventRoutes } from "../../modules/events/routes.js";
import { fileRoutes } from "../../modules/files/routes.js";
import { licenseKeyRoutes } from "../../modules/license-keys/routes.js";
import { meterRoutes } from "../../modules/meters/routes.js";
import { metricRoutes } from "../../modules/metrics/routes.js";
import { creditNoteRoutes } from "../../modules/orders/credit-notes-routes.js";
import { orderRoutes } from "../../modules/orders/routes.js";
import { organizationRoutes } from "../../modules/organizations/routes.js";
import { getOrg } from "../../modules/organizations/service.js";
import { productRoutes } from "../../modules/products/routes.js";
import { refundRoutes } from "../../modules/refunds/routes.js";
import { subscriptionPreviewRoutes } from "../../modules/subscriptions/plan-change/preview-routes.js";
import { subscriptionRoutes } from "../../modules/subscriptions/routes.js";
import { clockSubscriptions } from "../../modules/subscriptions/service.js";
import { subscriptionTimelineRoutes } from "../../modules/subscriptions/timeline-routes.js";
import { taxRateRoutes } from "../../modules/tax-rates/routes.js";
import { testClockRoutes } from "../../modules/test-clocks/routes.js";
import { webhookDeliveryRoutes } from "../../modules/webhooks/deliveries-routes.js";
import { webhookEndpointRoutes } from "../../modules/webhooks/endpoints-routes.js";
import { webhookQueueRoutes } from "../../modules/webhooks/queue-routes.js";
import type { V1Env } from "./principal.js";

/** Adds one module's routes to the `/v1` app. Each module exports one from its routes.ts. */
export type V1Module = (v1: OpenAPIHono<V1Env>, ctx: AppContext) => void;

/** Every `/v1` module, in the order their routes are registered. */
export const v1Modules: V1Module[] = [
  accessTokenRoutes,
  customFieldRoutes,
  meterRoutes,
  eventRoutes,
  customerMeterRoutes,
  eventTypeRoutes,
  organizationRoutes,
  productRoutes,
  fileRoutes,
  benefitRoutes,
  benefitGrantRoutes,
  licenseKeyRoutes,
  discountRoutes,
  customerRoutes,
  customerSessionRoutes,
  customerPortalSessionRoutes,
  customerPortalSubscriptionRoutes,
  customerPortalMeRoutes,
  customerPortalPaymentMethodRoutes,
  customerPortalOrderRoutes,
  customerPortalCreditNoteRoutes,
  customerPortalBenefitGrantRoutes,
  customerPortalLicenseKeyRoutes,
  customerPortalDownloadableRoutes,
  customerPortalMeterRoutes,
  taxRateRoutes,
  checkoutRoutes,
  checkoutLinkRoutes,
  orderRoutes,
  creditNoteRoutes,
  refundRoutes,
  subscriptionRoutes,
  subscriptionPreviewRoutes,
  testClockRoutes({ subscriptions: clockSubscriptions }),
  subscriptionTimelineRoutes,
  webhookEndpointRoutes({ organizationData: (ctx, id) => getOrg(ctx, id, id) }),
  webhookDeliveryRoutes,
  webhookQueueRoutes,
  metricRoutes,
];
