import { describe, expect, it } from "vitest";
import { listQuery, metadataPreview, parseMetadata, readFilters } from "./filters";

describe("events explorer filters", () => {
  it("turns URL params into the /v1/events/ query", () => {
    const f = readFilters(
      new URLSearchParams("name=api_request&source=user&query=api&metadata=plan%3Dpro%2C+region%3Deu&page=2"),
    );
    expect(listQuery(f, 25)).toEqual({
      page: 2,
      limit: 25,
      sorting: ["-timestamp"],
      name: ["api_request"],
      source: ["user"],
      query: "api",
      "metadata[plan]": "pro",
      "metadata[region]": "eu",
    });
  });

  it("ignores metadata parts without a key, keeps = inside values", () => {
    expect(parseMetadata("=x, novalue, a=b=c ,")).toEqual([["a", "b=c"]]);
  });

  it("previews metadata on one line", () => {
    expect(metadataPreview({ route: "/v1/items", tokens: 3, ok: true })).toBe(
      "route=/v1/items tokens=3 ok=true",
    );
    expect(metadataPreview({ long: "x".repeat(100) }, 10)).toHaveLength(10);
  });
});
