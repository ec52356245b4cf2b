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

const { AuthUnavailableError, backoffMs, createSessionStore, sessionStore } = await import("./session");
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

describe("a first GET the server could not answer", () => {
  /** A store whose fetch answers from `answers` in turn and whose waits are recorded, not slept. */
  function storeAnswering(answers: Record<string, (Response | Error)[]>) {
    const waits: number[] = [];
    const store = createSessionStore({
      fetch: async (url) => {
        const next = answers[url.replace("/api/auth", "")]!.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
      loadClient: async () => ({ $store: { atoms: {} }, hydrateSession }) as never,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    store.subscribe(() => {});
    return { store, waits };
  }
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });

  it("is not a sign-out: the error is kept, and the GET asked again after X-Retry-After or a backoff", async () => {
    const errors: unknown[] = [];
    const { store, waits } = storeAnswering({
      "/get-session": [
        json({ message: "Too many requests. Please try again later." }, 429, { "x-retry-after": "7" }),
        new TypeError("Failed to fetch"),
        json({}, 502),
        json(session),
      ],
      "/organization/get-full-organization": [json(org)],
    });
    store.subscribe(() => errors.push(store.get().session.error));
    await settled();
    // Each failure was shown as one (no data, not pending), never as signed out (no error).
    const shown = [...new Set(errors)].filter((e) => e instanceof AuthUnavailableError) as InstanceType<
      typeof AuthUnavailableError
    >[];
    expect(shown.map((e) => [e.status, e.message])).toEqual([
      [429, "Too many requests from this network"],
      [null, "The server could not be reached"],
      [502, "The server answered 502"],
    ]);
    expect(waits).toEqual([7_000, backoffMs(2), backoffMs(3)]);
    expect(store.get().session).toEqual({ data: session, isPending: false, error: null });
    expect(store.get().activeOrganization.data).toEqual(org);
  });

  it("takes another refusal (403) for no session, as before, and asks no more", async () => {
    const { store, waits } = storeAnswering({
      "/get-session": [json({ message: "Forbidden" }, 403)],
      "/organization/get-full-organization": [json(org)],
    });
    await settled();
    expect(waits).toEqual([]);
    expect(store.get().session.data).toBeNull();
    expect(store.get().session.error).not.toBeInstanceOf(AuthUnavailableError);
    expect(store.get().session.error).toBeInstanceOf(Error);
  });

  it("takes a 401 or a null answer for signed out, and asks no more", async () => {
    const { store, waits } = storeAnswering({
      "/get-session": [json(null)],
      "/organization/get-full-organization": [json({ message: "Unauthorized" }, 401)],
    });
    await settled();
    expect(waits).toEqual([]);
    expect(store.get().session).toEqual({ data: null, isPending: false, error: null });
    expect(store.get().activeOrganization).toEqual({ data: null, isPending: false, error: null });
  });

  it("backs off 2, 4, 8 … seconds, at most 30", () => {
    expect([1, 2, 3, 4, 5, 9].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
