import { passkeyClient } from "@better-auth/passkey/client";
import { createFetch } from "@better-fetch/fetch";
import { describe, expect, it } from "vitest";
import { passkeyClientOnDemand } from "./passkey-client";

const PATHS = [
  "/passkey/verify-registration",
  "/passkey/delete-passkey",
  "/passkey/update-passkey",
  "/passkey/verify-authentication",
  "/passkey/list-user-passkeys",
  "/sign-out",
  "/sign-in/email",
];

/** Which signal each path raises, listener by listener. */
function signals(plugin: ReturnType<typeof passkeyClient>) {
  return PATHS.map((path) => plugin.atomListeners.map((l) => (l.matcher(path) ? l.signal : null)));
}

describe("the passkey plugin fetched on demand", () => {
  const real = passkeyClient();
  const lazy = passkeyClientOnDemand();
  const $fetch = createFetch({ baseURL: "http://localhost/api/auth" });

  it("declares what the plugin declares: id, request methods, signals, atoms and actions", () => {
    expect(lazy.id).toBe(real.id);
    expect(lazy.pathMethods).toEqual(real.pathMethods);
    expect(signals(lazy)).toEqual(signals(real));
    expect(Object.keys(lazy.getAtoms($fetch)).sort()).toEqual(Object.keys(real.getAtoms($fetch)).sort());
    const store = { notify: () => {}, listen: () => {}, atoms: {} };
    const shape = (a: object) =>
      Object.entries(a).map(([k, v]) => [k, typeof v === "object" ? Object.keys(v).sort() : typeof v]);
    expect(shape(lazy.getActions($fetch, store as never))).toEqual(
      shape(real.getActions($fetch, store as never)),
    );
  });

  it("fetches the WebAuthn code on first use and runs the plugin's sign-in with it", async () => {
    const calls: string[] = [];
    const fetchStub = createFetch({
      baseURL: "http://localhost/api/auth",
      customFetchImpl: async (input) => {
        calls.push(String(input));
        return new Response(JSON.stringify({ message: "no" }), { status: 400 });
      },
    });
    const store = { notify: () => {}, listen: () => {}, atoms: {} };
    const result = await lazy.getActions(fetchStub, store as never).signIn.passkey();
    // The plugin's own first step: ask the server for options (refused here, so it stops).
    expect(calls).toEqual(["http://localhost/api/auth/passkey/generate-authenticate-options"]);
    expect(result.error?.status).toBe(400);
  });
});
