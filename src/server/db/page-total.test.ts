import { describe, expect, it } from "vitest";
import { type PageReads, readPage, totalFromPage } from "./page-total.js";

/** Reads over `matches` rows that record which statements ran. */
function reads(
  matches: number,
  at: { offset: number; limit: number },
  extra: Partial<PageReads<number>> = {},
) {
  const ran: string[] = [];
  const rows = Array.from({ length: matches }, (_, i) => i).slice(at.offset, at.offset + at.limit);
  const r: PageReads<number> = {
    page: async () => {
      ran.push("page");
      return rows;
    },
    pageWithTotal: async () => {
      ran.push("pageWithTotal");
      return rows.map((row) => ({ row, total: matches }));
    },
    count: async () => {
      ran.push("count");
      return matches;
    },
    search: false,
    ...extra,
  };
  return { r, ran };
}

describe("totalFromPage", () => {
  it("knows the total from a short page only", () => {
    expect(totalFromPage(3, 20, 10)).toBe(23);
    expect(totalFromPage(0, 0, 10)).toBe(0);
    expect(totalFromPage(10, 0, 10)).toBeUndefined();
    expect(totalFromPage(0, 10, 10)).toBeUndefined();
  });
});

describe("readPage", () => {
  it("sends the page and the counter together when a counter applies", async () => {
    const at = { offset: 0, limit: 10 };
    const { r, ran } = reads(25, at, {
      counter: async () => {
        ran.push("counter");
        return 25;
      },
    });
    expect(await readPage(at, r)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], total: 25 });
    expect(ran.sort()).toEqual(["counter", "page"]);
  });

  it("reads a search's full page and its exact total in one statement", async () => {
    const at = { offset: 10, limit: 10 };
    const { r, ran } = reads(25, at, { search: true });
    expect(await readPage(at, r)).toEqual({ rows: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], total: 25 });
    expect(ran).toEqual(["pageWithTotal"]);
  });

  it("counts a search apart only past its end", async () => {
    const past = { offset: 30, limit: 10 };
    const late = reads(25, past, { search: true });
    expect(await readPage(past, late.r)).toEqual({ rows: [], total: 25 });
    expect(late.ran).toEqual(["pageWithTotal", "count"]);
    const first = { offset: 0, limit: 10 };
    const none = reads(0, first, { search: true });
    expect(await readPage(first, none.r)).toEqual({ rows: [], total: 0 });
    expect(none.ran).toEqual(["pageWithTotal"]);
  });

  it("counts any other list only when its page is full", async () => {
    const at = { offset: 0, limit: 10 };
    const short = reads(4, at);
    expect(await readPage(at, short.r)).toEqual({ rows: [0, 1, 2, 3], total: 4 });
    expect(short.ran).toEqual(["page"]);
    const full = reads(12, at);
    expect((await readPage(at, full.r)).total).toBe(12);
    expect(full.ran).toEqual(["page", "count"]);
  });
});
