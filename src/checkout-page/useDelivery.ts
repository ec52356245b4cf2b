import { useEffect, useState } from "react";
import { ApiError, checkoutApi } from "./api";
import type { CheckoutDelivery } from "./types";

/** Benefits are granted by a job after payment: ask again every second or two, for a minute at most. */
const POLL_DELAYS_MS = [500, 1000, 1000, 1500, 2000];
const POLL_FOR_MS = 60_000;

export type DeliveryState =
  | { kind: "loading" }
  /** `waiting`: some benefits are still being granted and the page keeps asking. */
  | { kind: "ready"; delivery: CheckoutDelivery; waiting: boolean }
  /** More than an hour after the purchase: the details are in the emails and the portal. */
  | { kind: "expired" }
  | { kind: "error"; message: string };

/**
 * What a succeeded checkout delivered, polled until every benefit is granted (or failed), or for a
 * minute, after which the page says the rest will arrive by email.
 */
export function useDelivery(secret: string): DeliveryState {
  const [state, setState] = useState<DeliveryState>({ kind: "loading" });
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    let attempt = 0;
    const poll = async () => {
      try {
        const delivery = await checkoutApi.delivery(secret);
        if (!active) return;
        const more = !delivery.complete && Date.now() - started < POLL_FOR_MS;
        setState({ kind: "ready", delivery, waiting: more });
        if (!more) return;
      } catch (error) {
        if (!active) return;
        if (error instanceof ApiError && error.status === 410) return setState({ kind: "expired" });
        if (Date.now() - started >= POLL_FOR_MS || (error instanceof ApiError && error.status < 500)) {
          return setState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
        }
      }
      const delay = POLL_DELAYS_MS[Math.min(attempt, POLL_DELAYS_MS.length - 1)]!;
      attempt += 1;
      timer = setTimeout(() => void poll(), delay);
    };
    void poll();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [secret]);
  return state;
}
