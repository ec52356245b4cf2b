import type { AppContext } from "../../../context.js";
import type { EmailBrand, subscriptionCycledEmail } from "../templates/index.js";
import type { NotifySources, SellerProfile } from "./sources.js";

/** What every builder gets: the seller, its brand, the links' bases and the sources. */
export interface NotifyScope {
  ctx: AppContext;
  sources: NotifySources;
  seller: SellerProfile;
  brand: EmailBrand;
  /** The seller's customer portal: `{base}/{slug}/portal`. */
  portalUrl: string;
  /** Is this customer email on in the seller's `customer_email_settings`? */
  customerSetting(key: string): boolean;
  /** Is this member notice on in the seller's `notification_settings`? */
  notificationSetting(key: string): boolean;
  /** Renders renewal receipts, one react-email render per shape for the whole job (`subscriptionCycledEmails`). */
  cycledReceipt: typeof subscriptionCycledEmail;
}

/** A key that is one per (template, subject, recipient). */
export const dedupeKey = (template: string, subjectId: string, to: string) =>
  `${template}:${subjectId}:${to.toLowerCase()}`;
