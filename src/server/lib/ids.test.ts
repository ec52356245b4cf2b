import { describe, expect, it } from "vitest";
import { isUuid, uuidv7 } from "./ids.js";

describe("uuidv7", () => {
  it("makes valid version 7 UUIDs", () => {
    const id = uuidv7();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe("7");
    expect(["8", "9", "a", "b"]).toContain(id[19]);
  });

  it("sorts by creation time, also within one millisecond", () => {
    const ids = [uuidv7(1000), uuidv7(1000), uuidv7(1000), uuidv7(2000), uuidv7(2000)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
