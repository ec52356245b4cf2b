import { describe, expect, it } from "vitest";
import { SUPPORTED_COUNTRIES } from "../server/modules/customers/address.js";
import { COUNTRY_CODES } from "./countries.js";

describe("COUNTRY_CODES", () => {
  it("is the list of countries the server accepts in a billing address", () => {
    expect([...COUNTRY_CODES]).toEqual(SUPPORTED_COUNTRIES);
  });
});
