import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { bucketLabel, exampleEvent, ingestCurl, meterEventName, periodRange } from "./usage";

describe("periodRange", () => {
  const now = new Date(2026, 10, 25, 14, 30); // 25 Nov 2026 14:30 local time
  it("starts at local midnight N − 1 days back and ends now", () => {
    expect(periodRange("7d", now)).toEqual({ start: new Date(2026, 10, 19), end: now });
    expect(periodRange("30d", now).start).toEqual(new Date(2026, 9, 27));
    expect(periodRange("90d", now).start).toEqual(new Date(2026, 7, 28));
  });
  it("12 months starts on the first of the month 11 months back", () => {
    expect(periodRange("12m", now).start).toEqual(new Date(2025, 11, 1));
    expect(periodRange("12m", new Date(2026, 0, 31)).start).toEqual(new Date(2025, 1, 1));
  });
});

describe("bucketLabel", () => {
  it("reads the bucket in the given time zone", () => {
    const ts = "2026-11-24T23:00:00Z"; // 25 Nov 00:00 in Berlin
    expect(bucketLabel(ts, "day", "Europe/Berlin")).toBe(
      new Date(Date.UTC(2026, 10, 25)).toLocaleDateString(undefined, {
        month: "short",
        day: "numeric",
        timeZone: "UTC",
      }),
    );
    expect(bucketLabel(ts, "month", "UTC")).toContain("2026");
  });
});

describe("example events", () => {
  const filter = {
    conjunction: "and" as const,
    clauses: [
      { property: "name", operator: "eq" as const, value: "api.request" },
      { property: "region", operator: "ne" as const, value: "eu" },
      {
        conjunction: "or" as const,
        clauses: [
          { property: "plan.tier", operator: "eq" as const, value: "pro" },
          { property: "plan.tier", operator: "eq" as const, value: "team" },
        ],
      },
    ],
  };

  it("takes the name and the metadata the filter's eq conditions need", () => {
    expect(meterEventName(filter)).toBe("api.request");
    expect(exampleEvent({ filter, aggregation: { func: "sum", property: "usage.tokens" } })).toEqual({
      name: "api.request",
      metadata: { plan: { tier: "pro" }, usage: { tokens: 1 } },
    });
  });

  it("falls back to a generic name when the filter names none", () => {
    const noName = { conjunction: "or" as const, clauses: [] };
    expect(meterEventName(noName)).toBeUndefined();
    expect(exampleEvent({ filter: noName, aggregation: { func: "count" } })).toEqual({
      name: "usage",
      metadata: {},
    });
  });

  it("builds a curl whose body survives the shell", () => {
    const curl = ingestCurl(
      "https://kassa.test",
      { name: "it's", metadata: { n: 1 } },
      { external_customer_id: "usr_42" },
    );
    expect(curl).toContain("curl -X POST https://kassa.test/v1/events/ingest");
    const data = /-d (.*)$/s.exec(curl)![1];
    const echoed = execFileSync("sh", ["-c", `printf %s ${data}`]).toString();
    expect(JSON.parse(echoed)).toEqual({
      events: [{ name: "it's", external_customer_id: "usr_42", metadata: { n: 1 } }],
    });
  });
});
