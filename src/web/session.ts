import { useSyncExternalStore } from "react";
import type { AuthClient } from "./auth-client";

/**
 * The signed-in layout's session and active organization without the better-auth client on the
 * first page: two plain GETs of better-auth's own endpoints (`/api/auth/get-session` and the
 * organization plugin's `/organization/get-full-organization`, what the client's `useSession` and
 * `useActiveOrganization` fetch) draw the first paint. Right after, when the browser is idle, the
 * full client (auth-client.ts, ~17 KB of gzip) is fetched, given the session (`hydrateSession`),
 * and from then on its atoms drive these hooks: refresh on focus and across tabs, sign-out,
 * organization switches, exactly as before. Sign-out, switching and the account pages load the
 * client themselves when used (`loadAuthClient`).
 *
 * A first GET the server could not answer (429, 5xx, offline) is not a sign-out: the store keeps
 * the error, the layout says so, and the GET is asked again (after X-Retry-After, else a backoff).
 */

export interface AuthState<T> {
  data: T | null;
  isPending: boolean;
  error: unknown;
}
export type Session = AuthClient["$Infer"]["Session"];
export type ActiveOrganization = NonNullable<ReturnType<AuthClient["useActiveOrganization"]>["data"]>;

interface State {
  session: AuthState<Session>;
  activeOrganization: AuthState<ActiveOrganization>;
}

/**
 * A better-auth GET that said nothing about whether anyone is signed in: refused for too many
 * requests (429), failed (5xx) or not answered (offline). The store asks again after
 * `retryAfterMs` instead of taking it for a sign-out.
 */
export class AuthUnavailableError extends Error {
  constructor(
    readonly path: string,
    /** The HTTP status, or null when the request got no answer. */
    readonly status: number | null,
    /** When to ask again: the server's X-Retry-After, else a backoff. */
    readonly retryAfterMs: number,
  ) {
    super(
      status === 429
        ? "Too many requests from this network"
        : status === null
          ? "The server could not be reached"
          : `The server answered ${status}`,
    );
  }
}

/** The wait before the attempt after `failures` failed ones: 2, 4, 8 … seconds, at most 30. */
export function backoffMs(failures: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, failures - 1));
}

interface StoreDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The full better-auth client (fetched when the first GETs have answered). */
  loadClient: () => Promise<AuthClient>;
  /** Waits `ms` before asking again; resolves early when `retryNow` is called. */
  wait: (ms: number, early: Promise<void>) => Promise<void>;
}

const waitOrEarly = (ms: number, early: Promise<void>) =>
  Promise.race([new Promise<void>((r) => setTimeout(r, ms)), early]);

/** The session store behind the hooks; one per page (`sessionStore`), more in tests. */
export function createSessionStore(deps: StoreDeps) {
  const pending = { data: null, isPending: true, error: null };
  let state: State = { session: pending, activeOrganization: pending };
  const listeners = new Set<() => void>();
  let wakeUp: () => void = () => {};
  let early = new Promise<void>((r) => (wakeUp = r));

  function set<K extends keyof State>(key: K, value: State[K]) {
    state = { ...state, [key]: value };
    for (const listener of listeners) listener();
  }

  /** GET of a better-auth endpoint; null when signed out (401) or when it answers null. */
  async function getAuth<T>(path: string, failures: number): Promise<T | null> {
    let res: Response;
    try {
      res = await deps.fetch(`/api/auth${path}`, {
        credentials: "include",
        headers: { accept: "application/json" },
      });
    } catch {
      throw new AuthUnavailableError(path, null, backoffMs(failures + 1));
    }
    if (res.status === 401) return null;
    if (res.status === 429 || res.status >= 500) {
      const retryAfter = Number(res.headers.get("x-retry-after"));
      const ms = retryAfter > 0 ? retryAfter * 1000 : backoffMs(failures + 1);
      throw new AuthUnavailableError(path, res.status, ms);
    }
    // Any other refusal: no session to show, as a sign-out (the layout then asks to sign in).
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T | null;
  }

  /**
   * Fetches one of the first page's values until the server answers it. While it cannot (429,
   * 5xx, offline) the value is null with the error, which the layout shows instead of sending a
   * signed-in seller to the sign-in page, and it is asked again after the error's wait.
   */
  async function fetchUntilAnswered<K extends keyof State>(
    key: K,
    path: string,
    toData: (body: unknown) => State[K]["data"],
  ) {
    for (let failures = 0; ; failures++) {
      try {
        const body = await getAuth(path, failures);
        set(key, { data: toData(body), isPending: false, error: null } as State[K]);
        return;
      } catch (error) {
        set(key, { data: null, isPending: false, error } as State[K]);
        if (!(error instanceof AuthUnavailableError)) return;
        await deps.wait(error.retryAfterMs, early);
      }
    }
  }

  /**
   * Mirrors one of the client's atoms into the store. While the atom refetches a value already
   * shown (its first fetch on mount, a refresh), the shown value stays: the atom says pending only
   * when it has nothing, and then the store says so too (as the client's own hook would).
   */
  function mirror<K extends keyof State>(
    key: K,
    atom: { subscribe(fn: (v: State[K]) => void): unknown } | undefined,
  ) {
    atom?.subscribe((value) => {
      if (value.isPending && state[key].data !== null) return;
      set(key, { data: value.data, isPending: value.isPending, error: value.error } as State[K]);
    });
  }

  let started = false;
  function start() {
    if (started) return;
    started = true;
    const first = Promise.all([
      fetchUntilAnswered("session", "/get-session", (body) => {
        const data = body as Session | null;
        return data?.session && data.user ? data : null;
      }),
      fetchUntilAnswered("activeOrganization", "/organization/get-full-organization", (body) => {
        return body as ActiveOrganization | null;
      }),
    ]);
    void first.then(() => {
      const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
      idle(() => {
        void deps.loadClient().then((authClient) => {
          if (state.session.data) authClient.hydrateSession(state.session.data);
          const atoms = authClient.$store.atoms;
          mirror("session", atoms.session);
          mirror("activeOrganization", atoms.activeOrganization);
        });
      });
    });
  }

  return {
    subscribe(listener: () => void) {
      start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: (): State => state,
    /** Asks again at once for what could not be fetched (the layout's "Try again"). */
    retryNow() {
      wakeUp();
      early = new Promise<void>((r) => (wakeUp = r));
    },
  };
}

let client: Promise<AuthClient> | undefined;
/** The full better-auth client, fetched once (the first time something needs it). */
export function loadAuthClient(): Promise<AuthClient> {
  client ??= import("./auth-client").then((m) => m.authClient);
  return client;
}

/** The page's store (subscribing starts the first fetch); session.test.ts reads it. */
export const sessionStore = createSessionStore({
  fetch: (url, init) => fetch(url, init),
  loadClient: loadAuthClient,
  wait: waitOrEarly,
});

/** The signed-in user and session, as better-auth's `useSession` gives them. */
export function useSession(): AuthState<Session> {
  return useSyncExternalStore(sessionStore.subscribe, () => sessionStore.get().session);
}

/** The active organization, as the organization plugin's `useActiveOrganization` gives it. */
export function useActiveOrganization(): AuthState<ActiveOrganization> {
  return useSyncExternalStore(sessionStore.subscribe, () => sessionStore.get().activeOrganization);
}
