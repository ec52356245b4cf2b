import { describe, expect, it } from "vitest";
import { addStep } from "./api";

describe("addStep", () => {
  it("moves by a day, week, month (clamped to the month's end) and year in UTC", () => {
    expect(addStep("2027-01-31T10:00:00.000Z", "day")).toBe("2027-02-01T10:00:00.000Z");
    expect(addStep("2027-01-31T10:00:00.000Z", "week")).toBe("2027-02-07T10:00:00.000Z");
    expect(addStep("2027-01-31T10:00:00.000Z", "month")).toBe("2027-02-28T10:00:00.000Z");
    expect(addStep("2028-01-31T10:00:00.000Z", "month")).toBe("2028-02-29T10:00:00.000Z");
    expect(addStep("2027-12-15T10:00:00.000Z", "month")).toBe("2028-01-15T10:00:00.000Z");
    expect(addStep("2028-02-29T00:00:00.000Z", "year")).toBe("2029-03-01T00:00:00.000Z");
  });
});
