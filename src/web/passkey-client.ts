import type { passkeyClient } from "@better-auth/passkey/client";
import { useAuthQuery } from "better-auth/client";
import { atom } from "nanostores";

type PasskeyPlugin = ReturnType<typeof passkeyClient>;
type PasskeyActions = ReturnType<PasskeyPlugin["getActions"]>;

/**
 * better-auth's passkey client plugin with its WebAuthn code (@simplewebauthn/browser and the
 * plugin's actions, ~5 KB of gzip) fetched the first time a passkey is used, not with the first page.
 * The list of passkeys (`useListPasskeys`), the request methods and the signals that refresh the
 * session and the list after a passkey request are the plugin's own, declared here so they exist
 * before its code is fetched (passkey-client.test.ts holds them equal to the plugin's).
 */
export function passkeyClientOnDemand(): PasskeyPlugin {
  const $listPasskeys = atom<unknown>();
  return {
    id: "passkey",
    version: "on-demand",
    $InferServerPlugin: {} as PasskeyPlugin["$InferServerPlugin"],
    getActions: ($fetch, $store) => {
      let actions: Promise<PasskeyActions> | undefined;
      const load = () => {
        actions ??= import("@better-auth/passkey/client").then(({ getPasskeyActions }) =>
          getPasskeyActions($fetch, { $listPasskeys, $store }),
        );
        return actions;
      };
      return {
        signIn: { passkey: async (...args) => (await load()).signIn.passkey(...args) },
        passkey: { addPasskey: async (...args) => (await load()).passkey.addPasskey(...args) },
        $Infer: {} as PasskeyActions["$Infer"],
      };
    },
    getAtoms: ($fetch) => ({
      listPasskeys: useAuthQuery($listPasskeys, "/passkey/list-user-passkeys", $fetch, { method: "GET" }),
      $listPasskeys,
    }),
    pathMethods: { "/passkey/register": "POST", "/passkey/authenticate": "POST" },
    atomListeners: [
      {
        matcher: (path: string) =>
          path === "/passkey/verify-registration" ||
          path === "/passkey/delete-passkey" ||
          path === "/passkey/update-passkey" ||
          path === "/sign-out",
        signal: "$listPasskeys",
      },
      { matcher: (path: string) => path === "/passkey/verify-authentication", signal: "$sessionSignal" },
    ] as PasskeyPlugin["atomListeners"],
    // The error codes come with the plugin's code; nothing in the app reads authClient.$ERROR_CODES.
    $ERROR_CODES: {} as PasskeyPlugin["$ERROR_CODES"],
  };
}
