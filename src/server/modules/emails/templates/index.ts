// The customer and seller email templates (react-email, rendered to HTML and plain text).
export { type BenefitSection, benefitDeliveredEmail } from "./benefit-delivered.js";
export { emailUpdateVerificationEmail } from "./email-update.js";
export type { EmailBrand } from "./layout.js";
export { orderConfirmationEmail } from "./order-confirmation.js";
export { paymentFailedEmail } from "./payment-failed.js";
export { portalSignInEmail } from "./portal-sign-in.js";
export type { ReceiptOrder } from "./receipt.js";
export { refundIssuedEmail } from "./refund-issued.js";
export { emailMoney } from "./render.js";
export { sellerNewOrderEmail, sellerNewSubscriptionEmail } from "./seller-notices.js";
export { subscriptionCanceledEmail } from "./subscription-canceled.js";
export { subscriptionConfirmationEmail } from "./subscription-confirmation.js";
export { subscriptionCycledEmail, subscriptionCycledEmails } from "./subscription-cycled.js";
export { subscriptionEndedUnpaidEmail } from "./subscription-ended-unpaid.js";
export { subscriptionRevokedEmail } from "./subscription-revoked.js";
export { subscriptionUncanceledEmail } from "./subscription-uncanceled.js";
