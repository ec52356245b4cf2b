import { atom } from "nanostores";
import { afterAll, describe, expect, it, vi } from "vitest";

// The full client, stood in for by its two atoms (what session.ts mirrors) and hydrateSession.
const atoms = {
  session: atom<{ data: unknown; isPending: boolean; error: unknown }>({
    data: null,
    isPending: true,
    error: null,
  }),
  activeOrganization: atom<{ data: unknown; isPending: boolean; error: unknown }>({
    data: null,
    isPending: true,
    error: null,
  }),
};
const hydrateSession = vi.fn();
vi.mock("./auth-client", () => ({ authClient: { $store: { atoms }, hydrateSession } }));

const session = { session: { id: "s1" }, user: { id: "u1", name: "Ada" } };
const org = { id: "o1", name: "Acme" };
const requested: string[] = [];
vi.stubGlobal("fetch", async (url: string) => {
  requested.push(url);
  const body = url.endsWith("/get-session") ? session : org;
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
});
afterAll(() => vi.unstubAllGlobals());

const { sessionStore } = await import("./session");
const settled = () => new Promise((r) => setTimeout(r, 20));

describe("the signed-in layout's session store", () => {
  it("reads the session and the active organization from better-auth's endpoints, then follows the client", async () => {
    expect(sessionStore.get().session.isPending).toBe(true);
    const seen: unknown[] = [];
    sessionStore.subscribe(() => seen.push(sessionStore.get().session.data));
    await settled();
    expect(requested.sort()).toEqual([
      "/api/auth/get-session",
      "/api/auth/organization/get-full-organization",
    ]);
    expect(sessionStore.get().session).toEqual({ data: session, isPending: false, error: null });
    expect(sessionStore.get().activeOrganization.data).toEqual(org);
    // The client, fetched when idle, is given the session it would otherwise fetch first.
    expect(hydrateSession).toHaveBeenCalledWith(session);

    // Its atoms refetching what is shown: the store keeps showing it (no loader flash).
    atoms.session.set({ data: null, isPending: true, error: null });
    expect(sessionStore.get().session.data).toEqual(session);
    // An organization switch, then a sign-out, reach the store.
    atoms.activeOrganization.set({ data: { id: "o2", name: "Beta" }, isPending: false, error: null });
    expect(sessionStore.get().activeOrganization.data).toEqual({ id: "o2", name: "Beta" });
    atoms.session.set({ data: null, isPending: false, error: null });
    expect(sessionStore.get().session).toEqual({ data: null, isPending: false, error: null });
    // Signing in again: pending while the client fetches (the layout shows its loader), then the session.
    atoms.session.set({ data: null, isPending: true, error: null });
    expect(sessionStore.get().session.isPending).toBe(true);
    atoms.session.set({ data: session, isPending: false, error: null });
    expect(sessionStore.get().session.data).toEqual(session);
  });
});
