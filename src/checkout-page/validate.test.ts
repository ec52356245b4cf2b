import { describe, expect, it } from "vitest";
import type { AttachedCustomField, ProductPrice } from "./types";
import {
  amountError,
  checkCard,
  customFieldError,
  emailError,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from "./validate";

const field = (type: AttachedCustomField["custom_field"]["type"], properties = {}, required = false) =>
  ({
    custom_field_id: "f",
    order: 0,
    required,
    custom_field: { id: "f", slug: "f", name: "Field", type, properties },
  }) as AttachedCustomField;

describe("checkout form checks", () => {
  it("checks emails", () => {
    expect(emailError("")).toBe("Enter your email address");
    expect(emailError("casey@")).toBe("Enter a valid email address");
    expect(emailError(" casey@example.com ")).toBeNull();
  });

  it("holds pay-what-you-want amounts to the price's bounds", () => {
    const price = {
      id: "p",
      is_archived: false,
      amount_type: "custom",
      price_currency: "usd",
      minimum_amount: 500,
      maximum_amount: 10_000,
      preset_amount: null,
    } as ProductPrice & { amount_type: "custom" };
    expect(amountError(null, price)).toMatch(/Enter an amount/);
    expect(amountError(499, price)).toBe("The minimum is $5.00");
    expect(amountError(10_001, price)).toBe("The maximum is $100.00");
    expect(amountError(500, price)).toBeNull();
    expect(amountError(0, { ...price, minimum_amount: 0 })).toBeNull();
  });

  it("checks custom field answers by type, bounds and whether they are required", () => {
    expect(customFieldError(field("text", {}, true), "")).toBe("Required");
    expect(customFieldError(field("text"), "")).toBeNull();
    expect(customFieldError(field("text", { min_length: 3 }), "ab")).toBe("At least 3 characters");
    expect(customFieldError(field("text", { max_length: 3 }), "abcd")).toBe("At most 3 characters");
    expect(customFieldError(field("number", { ge: 1, le: 9 }), 0)).toBe("Must be 1 or more");
    expect(customFieldError(field("number", { ge: 1, le: 9 }), 10)).toBe("Must be 9 or less");
    expect(customFieldError(field("number"), "1.5")).toBe("Enter a whole number");
    expect(customFieldError(field("number"), 4)).toBeNull();
    expect(customFieldError(field("checkbox", {}, true), false)).toBe("Please check this box");
    expect(customFieldError(field("checkbox", {}, true), true)).toBeNull();
    const ge = Date.UTC(2030, 0, 1) / 1000;
    expect(customFieldError(field("date", { ge }), "2029-12-31")).toBe("Must be on or after 2030-01-01");
    expect(customFieldError(field("date", { ge }), "2030-01-01")).toBeNull();
    const select = field("select", { options: [{ value: "s", label: "Small" }] }, true);
    expect(customFieldError(select, null)).toBe("Required");
    expect(customFieldError(select, "x")).toBe("Choose one of the options");
    expect(customFieldError(select, "s")).toBeNull();
  });

  it("reads and formats card details", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatExpiry("1229", "")).toBe("12 / 29");
    expect(formatExpiry("4", "")).toBe("04 / ");
    expect(parseExpiry("12 / 29")).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry("1/2031")).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry("13/29")).toBeNull();
  });

  it("checks a card's format before it goes to the tokenizer", () => {
    const today = new Date(Date.UTC(2030, 5, 15));
    const ok = checkCard({ number: "4242 4242 4242 4242", expiry: "06 / 30", cvc: "123" }, today);
    expect(ok).toEqual({
      errors: {},
      values: { number: "4242424242424242", exp_month: 6, exp_year: 2030, cvc: "123" },
    });
    const bad = checkCard({ number: "4242 4242 4242 4241", expiry: "05 / 30", cvc: "12" }, today);
    expect(bad.values).toBeNull();
    expect(bad.errors).toEqual({
      "card.number": "Your card number is invalid.",
      "card.expiry": "Your card's expiration date is in the past.",
      "card.cvc": "Your card's security code is invalid.",
    });
    expect(checkCard({ number: "", expiry: "", cvc: "" }, today).errors).toEqual({
      "card.number": "Enter your card number",
      "card.expiry": "Enter the expiry date",
      "card.cvc": "Enter the security code",
    });
  });
});
