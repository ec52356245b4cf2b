import { apiKeyClient } from "@better-auth/api-key/client";
import {
  adminClient,
  emailOTPClient,
  organizationClient,
  twoFactorClient,
  usernameClient,
} from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { orgAccessControl, orgRoles } from "../shared/access";
import { passkeyClientOnDemand } from "./passkey-client";

/** The better-auth client for the web app (same origin, cookies). */
export const authClient = createAuthClient({
  plugins: [
    usernameClient(),
    twoFactorClient({
      onTwoFactorRedirect() {
        // Keep where the visitor was going (?next=) through the second step.
        const next = new URLSearchParams(window.location.search).get("next");
        window.location.href = next ? `/two-factor?next=${encodeURIComponent(next)}` : "/two-factor";
      },
    }),
    // Its WebAuthn code is fetched when a passkey is first used (passkey-client.ts).
    passkeyClientOnDemand(),
    emailOTPClient(),
    adminClient(),
    organizationClient({ ac: orgAccessControl, roles: orgRoles, teams: { enabled: true } }),
    apiKeyClient(),
  ],
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthClient = typeof authClient;
