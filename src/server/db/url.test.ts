import { parse } from "pg-connection-string";
import { describe, expect, it } from "vitest";
import { withDatabase } from "./url.js";

describe("withDatabase", () => {
  it("names another database and keeps everything else, Unix sockets included", () => {
    const cases: [string, string][] = [
      ["postgres://postgres@127.0.0.1:5432/test", "postgres://postgres@127.0.0.1:5432/kassa_x"],
      ["postgres://u:p%40ss@h:6543/db?sslmode=require", "postgres://u:p%40ss@h:6543/kassa_x?sslmode=require"],
      [
        "postgres://postgres@/db?host=/var/run/postgresql",
        "postgres://postgres@/kassa_x?host=/var/run/postgresql",
      ],
      ["postgresql:///db?host=/tmp&user=me", "postgresql:///kassa_x?host=/tmp&user=me"],
      ["postgres://h:5432", "postgres://h:5432/kassa_x"],
      ["postgres://h?application_name=a", "postgres://h/kassa_x?application_name=a"],
    ];
    for (const [from, to] of cases) {
      expect(withDatabase(from, "kassa_x")).toBe(to);
      const before = parse(from);
      const after = parse(to);
      expect(after.database).toBe("kassa_x");
      expect({ ...after, database: before.database }).toEqual(before);
    }
  });

  it("refuses what is not a PostgreSQL URL", () => {
    expect(() => withDatabase("mysql://h/db", "x")).toThrow(/postgres/);
  });
});
