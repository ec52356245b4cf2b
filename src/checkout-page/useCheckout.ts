import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, checkoutApi } from "./api";
import type { Checkout, CheckoutUpdate } from "./types";
import type { Errors } from "./validate";

export type Phase = "loading" | "missing" | "expired" | "error" | "open" | "processing" | "succeeded";

/** What a checkout's status means for the page. */
export function phaseOf(checkout: Checkout): Phase {
  switch (checkout.status) {
    case "succeeded":
      return "succeeded";
    case "confirmed":
      return "processing";
    case "expired":
      return "expired";
    default:
      // open, and failed (the customer may try again with another card)
      return "open";
  }
}

const POLL_MS = 1000;
const POLL_TRIES = 90;

/**
 * The checkout as the server last described it, plus the calls that change it. Updates are sent
 * one after another and only the latest answer is kept, so amounts never jump back.
 */
export function useCheckout(secret: string) {
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [updateError, setUpdateError] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  const sequence = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const latest = useRef<Checkout | null>(null);

  const accept = useCallback((next: Checkout) => {
    latest.current = next;
    setCheckout(next);
    setPhase(phaseOf(next));
  }, []);

  const fail = useCallback((error: unknown) => {
    if (error instanceof ApiError && (error.status === 410 || error.error === "ExpiredCheckoutError")) {
      setPhase("expired");
      return true;
    }
    if (error instanceof ApiError && error.status === 404) {
      setPhase("missing");
      return true;
    }
    return false;
  }, []);

  const load = useCallback(async () => {
    try {
      accept(await checkoutApi.get(secret));
      setLoadError(null);
    } catch (error) {
      if (!fail(error)) {
        setLoadError(error instanceof Error ? error.message : String(error));
        setPhase("error");
      }
    }
  }, [secret, accept, fail]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Sends a change; field errors of a 422 are kept under their keys ("customer_billing_address.country"). */
  const update = useCallback(
    (patch: CheckoutUpdate): Promise<Checkout | null> => {
      const mine = ++sequence.current;
      const keys = Object.keys(patch);
      setPending((n) => n + 1);
      const run = queue.current.then(async () => {
        try {
          const next = await checkoutApi.update(secret, patch);
          if (mine === sequence.current) accept(next);
          setServerErrors((prev) => dropKeys(prev, keys));
          setUpdateError(null);
          return next;
        } catch (error) {
          if (fail(error)) return null;
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
            setServerErrors((prev) => ({ ...dropKeys(prev, keys), ...error.fields }));
          } else {
            setUpdateError(error instanceof Error ? error.message : String(error));
          }
          return null;
        } finally {
          setPending((n) => n - 1);
        }
      });
      queue.current = run;
      return run;
    },
    [secret, accept, fail],
  );

  /** Waits for a confirmed checkout to succeed or fail (the payment is being processed). */
  const waitForOutcome = useCallback(async (): Promise<Checkout | null> => {
    for (let i = 0; i < POLL_TRIES; i++) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      try {
        const next = await checkoutApi.get(secret);
        if (next.status !== "confirmed") {
          accept(next);
          return next;
        }
      } catch (error) {
        if (fail(error)) return null;
      }
    }
    return null;
  }, [secret, accept, fail]);

  return {
    checkout,
    phase,
    loadError,
    reload: load,
    accept,
    fail,
    update,
    waitForOutcome,
    /** Field errors from the server's last answers. */
    serverErrors,
    setServerErrors,
    /** A non-field error of the last update ("Could not reach the server…"). */
    updateError,
    updating: pending > 0,
    /** Waits until every update sent so far has been answered; then the checkout as it is now. */
    settled: async (): Promise<Checkout | null> => {
      await queue.current;
      return latest.current;
    },
  };
}

export function dropKeys(errors: Errors, keys: string[]): Errors {
  const out: Errors = {};
  for (const [k, v] of Object.entries(errors)) {
    if (!keys.some((key) => k === key || k.startsWith(`${key}.`))) out[k] = v;
  }
  return out;
}

export type CheckoutSession = ReturnType<typeof useCheckout>;
