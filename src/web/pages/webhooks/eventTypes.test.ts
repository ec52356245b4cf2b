import { WebhookEventType } from "@polar-sh/sdk/models/components/webhookeventtype.js";
import { describe, expect, it } from "vitest";
import { describeEvents, EVENT_GROUPS, WEBHOOK_EVENT_TYPES } from "./eventTypes";

describe("webhook event types", () => {
  it("are exactly the SDK's subscribable types", () => {
    expect([...WEBHOOK_EVENT_TYPES].sort()).toEqual(Object.values(WebhookEventType).sort());
  });
  it("group by resource", () => {
    const product = EVENT_GROUPS.find((g) => g.resource === "product");
    expect(product).toMatchObject({ label: "Product", types: ["product.created", "product.updated"] });
    expect(EVENT_GROUPS.find((g) => g.resource === "benefit_grant")?.label).toBe("Benefit grant");
    expect(EVENT_GROUPS.flatMap((g) => g.types)).toHaveLength(WEBHOOK_EVENT_TYPES.length);
  });
  it("describe a subscription", () => {
    expect(describeEvents(["product.created"])).toBe("1 event: product.created");
    expect(describeEvents([...WEBHOOK_EVENT_TYPES])).toBe("All events");
  });
});
