import { describe, expect, it } from "vitest";
import { customerTitle, formatAddress, fromCustomer, toUpdate } from "./draft";
import type { Customer } from "./types";

const customer = (extra: Partial<Customer> = {}): Customer => ({
  id: "c1",
  created_at: "2026-01-01T00:00:00Z",
  modified_at: null,
  metadata: {},
  external_id: null,
  email: "ada@example.com",
  email_verified: false,
  type: "individual",
  organization_id: "o1",
  default_payment_method_id: null,
  first_user_event_at: null,
  name: "Ada",
  billing_name: "Ada",
  billing_address: null,
  tax_id: null,
  locale: null,
  deleted_at: null,
  avatar_url: "",
  ...extra,
});

describe("toUpdate", () => {
  it("sends only what changed; an emptied name is cleared", () => {
    const c = customer();
    expect(toUpdate(c, fromCustomer(c))).toEqual({ body: {}, errors: {} });
    expect(toUpdate(c, { name: "  ", email: " new@example.com ", externalId: "" }).body).toEqual({
      name: null,
      email: "new@example.com",
    });
  });

  it("sets the external id only while the customer has none", () => {
    expect(toUpdate(customer(), { name: "Ada", email: "ada@example.com", externalId: " u1 " }).body).toEqual({
      external_id: "u1",
    });
    const linked = customer({ external_id: "u1" });
    expect(toUpdate(linked, { name: "Ada", email: "ada@example.com", externalId: "u2" }).body).toEqual({});
  });

  it("refuses an email that is not one before sending", () => {
    expect(toUpdate(customer(), { name: "Ada", email: "nope", externalId: "" }).errors).toEqual({
      email: "Enter a valid email address.",
    });
  });
});

describe("display helpers", () => {
  it("titles a customer by name, else email, and writes an address on one line", () => {
    expect(customerTitle({ name: null, email: "x@example.com" })).toBe("x@example.com");
    expect(customerTitle({ name: "X", email: "x@example.com" })).toBe("X");
    expect(
      formatAddress({
        line1: "1 Main St",
        line2: null,
        city: "Albany",
        state: "US-NY",
        postal_code: "12207",
        country: "US",
      }),
    ).toBe("1 Main St, Albany, NY 12207, US");
    expect(formatAddress(null)).toBe("—");
  });
});
