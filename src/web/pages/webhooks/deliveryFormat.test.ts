import { describe, expect, it } from "vitest";
import { formatRelative } from "./deliveryFormat";

describe("formatRelative", () => {
  const now = Date.parse("2026-05-04T12:00:00Z");
  it.each([
    ["2026-05-04T12:00:12Z", "in 12 s"],
    ["2026-05-04T11:56:00Z", "4 min ago"],
    ["2026-05-04T12:00:00.400Z", "now"],
    ["2026-05-04T14:05:00Z", "in 2 h 5 min"],
    ["2026-05-01T12:00:00Z", "3 days ago"],
  ])("%s is %s", (iso, text) => expect(formatRelative(iso, now)).toBe(text));
  it("is null for a missing or unreadable time", () => {
    expect(formatRelative(null, now)).toBeNull();
    expect(formatRelative("soon", now)).toBeNull();
  });
});
