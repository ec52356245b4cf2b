import type { AppContext } from "../../../context.js";

/** A recorded webhook event: its organization, type and the object it carries (as the API serializes it). */
export interface RecordedEvent {
  id: string;
  organizationId: string;
  type: string;
  data: unknown;
}

/** The seller as its emails show it and the settings that say which emails go out. */
export interface SellerProfile {
  id: string;
  name: string;
  slug: string;
  avatarUrl: string | null;
  notificationSettings: Record<string, boolean>;
  customerEmailSettings: Record<string, boolean>;
}

/**
 * What the notify job reads from other modules, plugged in by the job registry (emails sits below
 * webhooks, organizations, orders and customer-portal, which send emails through it, so it cannot
 * import their services).
 */
export interface NotifySources {
  /** The recorded webhook events among `eventIds`, in that order (webhooks). */
  events(ctx: AppContext, eventIds: string[]): Promise<RecordedEvent[]>;
  /** The organization's name, logo, slug and settings (organizations). */
  seller(ctx: AppContext, organizationId: string): Promise<SellerProfile | null>;
  /** Every member's email address (organizations). */
  memberEmails(ctx: AppContext, organizationId: string): Promise<string[]>;
  /** The organization's order as its wire object (orders): a refund's order. */
  order(ctx: AppContext, organizationId: string, orderId: string): Promise<unknown>;
  /** The portal address of the organization with this slug (customer-portal). */
  portalUrl(baseUrl: string, slug: string): string;
}
