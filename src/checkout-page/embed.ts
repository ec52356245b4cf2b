/**
 * Embedded mode: the checkout runs in an iframe on the seller's site (`?embed=true`, or any page
 * loaded in a frame) and tells the embedding page what happens with Polar's messages
 * `{type: "POLAR_CHECKOUT", event, …}`, posted to the checkout's `embed_origin` only, never to "*".
 */

export type EmbedEvent =
  | { event: "loaded" }
  | { event: "confirmed" }
  | { event: "success"; successURL: string; redirect: boolean }
  | { event: "close" };

export function isEmbedded(search: string = window.location.search): boolean {
  if (new URLSearchParams(search).get("embed") === "true") return true;
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent makes `window.top` unreadable in some browsers: we are framed.
    return true;
  }
}

/** The origin to post to, or null when the checkout has none (then nothing is posted). */
export function embedTarget(embedOrigin: string | null): string | null {
  if (!embedOrigin) return null;
  try {
    const origin = new URL(embedOrigin).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

export function postToEmbedder(embedOrigin: string | null, message: EmbedEvent): void {
  const target = embedTarget(embedOrigin);
  if (!target || window.parent === window) return;
  window.parent.postMessage({ type: "POLAR_CHECKOUT", ...message }, target);
}
