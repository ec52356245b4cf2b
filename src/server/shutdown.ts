/** The part of `process` a shutdown handler uses (a stand-in in tests). */
export interface SignalTarget {
  on(signal: "SIGINT" | "SIGTERM", listener: () => void): unknown;
  exit(code: number): void;
}

export interface ShutdownOptions {
  /**
   * A repeated signal within this many milliseconds of the first is the same request delivered
   * twice, not a second press: Ctrl-C under `npm start` reaches the server from the terminal and
   * again from npm, which forwards it. Only a signal after it forces the exit.
   */
  repeatWithinMs?: number;
  /** Monotonic milliseconds (process time, not the business clock). */
  now?: () => number;
  /** Told when a later signal forces the exit before the shutdown finished. */
  onForced?: () => void;
  target?: SignalTarget;
}

/**
 * Runs `fn` once on SIGINT or SIGTERM and exits 0 when it resolves (1 when it throws). The
 * database closes inside `fn`, so a duplicate delivery of the same request must not cut it short;
 * a signal sent later, while `fn` still runs, exits at once (1), as a second Ctrl-C should.
 */
export function onShutdown(fn: () => Promise<void>, options: ShutdownOptions = {}): void {
  const target = options.target ?? process;
  const now = options.now ?? (() => performance.now());
  const repeatWithinMs = options.repeatWithinMs ?? 2_000;
  let startedAt: number | null = null;
  const handle = () => {
    if (startedAt !== null) {
      if (now() - startedAt < repeatWithinMs) return;
      options.onForced?.();
      target.exit(1);
      return;
    }
    startedAt = now();
    fn().then(
      () => target.exit(0),
      () => target.exit(1),
    );
  };
  target.on("SIGINT", handle);
  target.on("SIGTERM", handle);
}
