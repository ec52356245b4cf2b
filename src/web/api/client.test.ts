import { describe, expect, it } from "vitest";
import { serializeQuery } from "./client";

describe("the /v1 client's query string", () => {
  it("repeats keys for arrays and leaves out unset filters", () => {
    expect(
      serializeQuery({
        endpoint_id: ["a", "b"],
        succeeded: true,
        start_timestamp: "",
        end_timestamp: undefined,
        query: null,
        page: 2,
        event_type: [],
      }),
    ).toBe("endpoint_id=a&endpoint_id=b&succeeded=true&page=2");
  });

  it("encodes values", () => {
    expect(serializeQuery({ query: "a&b c", "metadata[k]": "v" })).toBe("query=a%26b+c&metadata%5Bk%5D=v");
  });
});
