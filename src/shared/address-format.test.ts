import { describe, expect, it } from "vitest";
import { addressLines } from "./address-format";

describe("addressLines", () => {
  it("writes a US, Canadian or Australian address as City, ST ZIP", () => {
    expect(
      addressLines({
        line1: "212 Main Street",
        city: "New York",
        state: "US-NY",
        postal_code: "10001",
        country: "US",
      }),
    ).toEqual(["212 Main Street", "New York, NY 10001", "US"]);
    expect(addressLines({ city: "Toronto", state: "CA-ON", postal_code: "M5V 2T6", country: "CA" })).toEqual([
      "Toronto, ON M5V 2T6",
      "CA",
    ]);
  });

  it("writes other countries' postal code before the city, the region with the country", () => {
    expect(
      addressLines(
        { line1: "1 Main Street", line2: "Floor 2", postal_code: "10115", city: "Berlin", country: "DE" },
        (c) => (c === "DE" ? "Germany" : c),
      ),
    ).toEqual(["1 Main Street", "Floor 2", "10115 Berlin", "Germany"]);
    expect(addressLines({ city: "Milano", state: "IT-MI", postal_code: "20121", country: "IT" })).toEqual([
      "20121 Milano",
      "MI, IT",
    ]);
  });

  it("leaves out what is empty: a country alone, or nothing", () => {
    expect(addressLines({ country: "US", state: null, city: "  ", postal_code: null })).toEqual(["US"]);
    expect(addressLines({})).toEqual([]);
  });
});
