import { describe, expect, it } from "vitest";
import { fieldKey } from "./api";
import { embedTarget } from "./embed";
import { intervalSuffix } from "./format";
import { formatMoney, formatUnitAmount, toMajor, toMinor } from "./money";
import { paymentSetup } from "./payment-setup";
import { isOwnConfirmation, parseRoute } from "./route";
import type { Checkout } from "./types";

describe("checkout page helpers", () => {
  it("converts amounts without floating point", () => {
    expect(toMinor("19.99", "usd")).toBe(1999);
    expect(toMinor("10", "usd")).toBe(1000);
    expect(toMinor("0,5", "eur")).toBe(50);
    expect(toMinor("1.999", "usd")).toBeNull();
    expect(toMinor("", "usd")).toBeNull();
    expect(toMinor("-1", "usd")).toBeNull();
    expect(toMinor("500", "jpy")).toBe(500);
    expect(toMinor("5.5", "jpy")).toBeNull();
    expect(toMajor(1999, "usd")).toBe("19.99");
    expect(toMajor(5, "usd")).toBe("0.05");
    expect(formatMoney(1999, "usd")).toBe("$19.99");
    expect(formatMoney(500, "jpy")).toBe("¥500");
    expect(formatUnitAmount("0.5", "usd")).toBe("$0.005");
    expect(formatUnitAmount("250", "usd")).toBe("$2.50");
  });

  it("labels intervals", () => {
    expect(intervalSuffix("month")).toBe("/ month");
    expect(intervalSuffix("month", 3)).toBe("/ 3 months");
    expect(intervalSuffix(null)).toBe("");
  });

  it("maps validation locs to form keys", () => {
    expect(fieldKey(["body", "customer_billing_address", "country"])).toBe(
      "customer_billing_address.country",
    );
    expect(fieldKey(["body", "custom_field_data", "team-size"])).toBe("custom_field_data.team-size");
    expect(fieldKey(["body", "card", "exp_month"])).toBe("card.exp_month");
  });

  it("reads its route and recognizes its own confirmation page", () => {
    expect(parseRoute("/checkout/polar_c_x")).toEqual({ secret: "polar_c_x", confirmation: false });
    expect(parseRoute("/checkout/polar_c_x/confirmation")).toEqual({
      secret: "polar_c_x",
      confirmation: true,
    });
    const origin = "https://pay.example.com";
    expect(isOwnConfirmation(`${origin}/checkout/polar_c_x/confirmation`, "polar_c_x", origin)).toBe(true);
    expect(isOwnConfirmation("https://shop.example.com/thanks", "polar_c_x", origin)).toBe(false);
  });

  it("posts embedded messages to a real origin only", () => {
    expect(embedTarget("https://shop.example.com")).toBe("https://shop.example.com");
    expect(embedTarget("https://shop.example.com/path")).toBe("https://shop.example.com");
    expect(embedTarget(null)).toBeNull();
    expect(embedTarget("not a url")).toBeNull();
  });
});

describe("which card form", () => {
  const checkout = (processor: string) =>
    ({ payment_processor_metadata: { processor } }) as unknown as Checkout;
  it("follows the server's processor, and waits for it", () => {
    expect(paymentSetup(checkout("sandbox"), null, false)).toBeNull();
    expect(paymentSetup(checkout("stripe"), { processor: "sandbox", publishable_key: null }, false)).toEqual({
      processor: "sandbox",
    });
    expect(
      paymentSetup(checkout("stripe"), { processor: "stripe", publishable_key: "pk_test_1" }, false),
    ).toEqual({ processor: "stripe", publishableKey: "pk_test_1" });
    expect(paymentSetup(checkout("stripe"), { processor: "stripe", publishable_key: null }, false)).toEqual({
      processor: "unavailable",
    });
  });
  it("falls back to the checkout's own processor when the config cannot load", () => {
    expect(paymentSetup(checkout("sandbox"), null, true)).toEqual({ processor: "sandbox" });
    expect(paymentSetup(checkout("stripe"), null, true)).toEqual({ processor: "unavailable" });
  });
});
