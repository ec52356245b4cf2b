/**
 * Human text for the error codes better-auth puts in `?error=` when a browser redirect fails
 * (social sign-in callbacks, account linking, bad links). Unknown codes get a generic text.
 */
const RESTART =
  "The sign-in attempt expired or was started in another browser. Start again from the sign-in page.";

export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  state_not_found: RESTART,
  state_mismatch: RESTART,
  state_invalid: RESTART,
  state_security_mismatch: RESTART,
  please_restart_the_process: RESTART,
  payload_expired: RESTART,
  oauth_state: RESTART,
  state_generation_error: "We could not start the sign-in. Try again.",
  no_code: "The provider did not send back an authorization code. Try signing in again.",
  invalid_code: "The provider's authorization code was not accepted. Try signing in again.",
  email_not_found:
    "The provider did not share an email address. Make your email visible to the app at the provider, or use another sign-in method.",
  email_not_verified: "Verify your email address at the provider first, or sign in another way.",
  email_does_not_match: "The provider's account uses another email address than your Kassa account.",
  "email_doesn't_match": "The provider's account uses another email address than your Kassa account.",
  unable_to_link_account:
    "We could not link this account. An account with this email may already exist: sign in to it and link the provider from your account settings.",
  account_already_linked_to_different_user: "This provider account is already linked to another Kassa user.",
  account_ownership_conflict: "This provider account is already linked to another Kassa user.",
  signup_disabled: "New accounts cannot be created this way. Ask an administrator for an invitation.",
  user_creation_failed: "We could not create your account. Try again, or use another sign-in method.",
  unable_to_get_user_info: "The provider did not return your profile. Try again later.",
  oauth_provider_not_found: "This sign-in provider is not configured on this Kassa installation.",
  provider_mismatch: "The sign-in came back from a different provider than it started with. Start again.",
  invalid_callback_request: "The sign-in callback was malformed. Start again from the sign-in page.",
  no_callback_url: "The sign-in callback was malformed. Start again from the sign-in page.",
  issuer_mismatch: "The provider's response did not come from the expected issuer. Start again.",
  issuer_missing: "The provider's response did not say where it came from. Start again.",
  banned: "This account is suspended. Contact the administrator of this Kassa installation.",
  user_not_found: "There is no account for this link any more.",
  invalid_token: "This link is invalid or has already been used.",
  token_expired: "This link has expired. Ask for a new one.",
  access_denied: "You cancelled the sign-in at the provider, or it refused access.",
  internal_server_error: "Something went wrong on our side. Try again in a moment.",
};

export function authErrorMessage(code: string): string {
  return (
    AUTH_ERROR_MESSAGES[code.toLowerCase()] ??
    "Something went wrong while signing you in. Start again, or use another sign-in method."
  );
}
