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

const pending = { data: null, isPending: true, error: null };
let state: State = { session: pending, activeOrganization: pending };
const listeners = new Set<() => void>();

function set<K extends keyof State>(key: K, value: State[K]) {
  state = { ...state, [key]: value };
  for (const listener of listeners) listener();
}

let client: Promise<AuthClient> | undefined;
/** The full better-auth client, fetched once (the first time something needs it). */
export function loadAuthClient(): Promise<AuthClient> {
  client ??= import("./auth-client").then((m) => m.authClient);
  return client;
}

/** GET of a better-auth endpoint; null when signed out (401) or when it answers null. */
async function getAuth<T>(path: string): Promise<T | null> {
  const res = await fetch(`/api/auth${path}`, {
    credentials: "include",
    headers: { accept: "application/json" },
  });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T | null;
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
    getAuth<Session>("/get-session").then(
      (data) =>
        set("session", { data: data?.session && data.user ? data : null, isPending: false, error: null }),
      (error: unknown) => set("session", { data: null, isPending: false, error }),
    ),
    getAuth<ActiveOrganization>("/organization/get-full-organization").then(
      (data) => set("activeOrganization", { data, isPending: false, error: null }),
      (error: unknown) => set("activeOrganization", { data: null, isPending: false, error }),
    ),
  ]);
  void first.then(() => {
    const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
    idle(() => {
      void loadAuthClient().then((authClient) => {
        if (state.session.data) authClient.hydrateSession(state.session.data);
        const atoms = authClient.$store.atoms;
        mirror("session", atoms.session);
        mirror("activeOrganization", atoms.activeOrganization);
      });
    });
  });
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The store behind the hooks (subscribing starts the first fetch); session.test.ts reads it. */
export const sessionStore = { subscribe, get: (): State => state };

/** The signed-in user and session, as better-auth's `useSession` gives them. */
export function useSession(): AuthState<Session> {
  return useSyncExternalStore(subscribe, () => state.session);
}

/** The active organization, as the organization plugin's `useActiveOrganization` gives it. */
export function useActiveOrganization(): AuthState<ActiveOrganization> {
  return useSyncExternalStore(subscribe, () => state.activeOrganization);
}
