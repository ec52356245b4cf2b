/**
 * The one source of time for domain code. Nothing outside this file calls `Date.now()`
 * or `new Date()` without an argument to learn the current time: code receives a Clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that only moves when told to: for tests and (later) sandbox test clocks. */
export interface ManualClock extends Clock {
  set(at: Date): void;
  advance(ms: number): void;
}

export function manualClock(start: Date = new Date("2026-01-01T00:00:00.000Z")): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
