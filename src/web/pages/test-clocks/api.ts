import { ApiError, type Schemas } from "../../api/v1";

/** A test clock as `/v1/test-clocks/` answers it (generated type). */
export type TestClock = Schemas["TestClock"];
/** A subscription of one of the clock's customers. */
export type ClockSubscription = Schemas["Subscription"];

export const clockKeys = {
  all: ["v1", "test-clocks"] as const,
  list: (page: number) => ["v1", "test-clocks", "list", page] as const,
  one: (id: string) => ["v1", "test-clocks", "one", id] as const,
  customers: (id: string) => ["v1", "test-clocks", "customers", id] as const,
};

/** The API answers 403 when the processor is live Stripe: test clocks are for test mode only. */
export const isUnavailable = (error: unknown) => error instanceof ApiError && error.status === 403;

export type Step = "day" | "week" | "month" | "year";

/** `from` moved by one step, in UTC (a month from Jan 31 is Feb 28/29, as billing periods do). */
export function addStep(from: string, step: Step): string {
  const d = new Date(from);
  if (step === "day") d.setUTCDate(d.getUTCDate() + 1);
  else if (step === "week") d.setUTCDate(d.getUTCDate() + 7);
  else if (step === "year") d.setUTCFullYear(d.getUTCFullYear() + 1);
  else {
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + 1);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
  }
  return d.toISOString();
}

/** The clock's name for titles. */
export const clockTitle = (clock: Pick<TestClock, "name" | "id">) =>
  clock.name || `Clock ${clock.id.slice(-8)}`;
