import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.js";
import type { listen } from "../../db/listen.js";
import { createLogger } from "../../logger.js";
import { createReadCache, type ReadCacheOptions } from "./read-cache.js";

const logger = createLogger({ logLevel: "silent" });
const database = {} as DatabaseHandle;

/** A listener the test drives: `notify(payload)`, `up(boolean)`. */
function fakeListener(startUp = true) {
  let notify: (payload: string) => void = () => {};
  let onListening: (up: boolean) => void = () => {};
  const fake: typeof listen = async (_db, _channel, _logger, n, l = () => {}) => {
    notify = n;
    onListening = l;
    if (startUp) l(true);
    return { listening: startUp, async close() {} };
  };
  return { fake, notify: (p: string) => notify(p), up: (u: boolean) => onListening(u) };
}

function cache(options: ReadCacheOptions) {
  const c = createReadCache(database, logger, options);
  let n = 0;
  const read = async (org: string, key: string, tables: Parameters<typeof c.read>[1] = ["product"]) =>
    c.read(org, tables, key, async () => `${key}#${++n}`);
  return { c, read };
}

/** Lets the listener's start (a promise) settle. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("read cache", () => {
  it("serves an answer from memory until a notice names its organization and one of its tables", async () => {
    const l = fakeListener();
    const { c, read } = cache({ listen: l.fake });
    await read("a", "warm"); // starts listening
    await settle();
    expect(await read("a", "k")).toBe("k#2");
    expect(await read("a", "k")).toBe("k#2");
    expect(await read("a", "p", ["product", "meter"])).toBe("p#3");
    expect(await read("b", "k")).toBe("k#4"); // another organization: its own answer
    l.notify("customer a"); // a table neither answer reads
    expect(await read("a", "k")).toBe("k#2");
    l.notify("meter a");
    expect(await read("a", "k")).toBe("k#2");
    expect(await read("a", "p", ["product", "meter"])).toBe("p#5");
    l.notify("product a");
    expect(await read("a", "k")).toBe("k#6");
    expect(await read("b", "k")).toBe("k#4");
    l.notify("product"); // a TRUNCATE: everything
    expect(await read("b", "k")).toBe("k#7");
    expect(c.stats).toEqual({ hits: 4, loads: 7 });
  });

  it("keeps nothing and serves nothing while not listening", async () => {
    const l = fakeListener(false);
    const { c, read } = cache({ listen: l.fake });
    await read("a", "k");
    await settle();
    expect(await read("a", "k")).toBe("k#2");
    l.up(true);
    await read("a", "k");
    expect(await read("a", "k")).toBe("k#3");
    l.up(false); // the connection is lost: empty, and bypassed until it is back
    expect(c.active).toBe(false);
    expect(await read("a", "k")).toBe("k#4");
    expect(await read("a", "k")).toBe("k#5");
    l.up(true);
    expect(await read("a", "k")).toBe("k#6");
    expect(await read("a", "k")).toBe("k#6");
  });

  it("is bypassed when listening cannot start", async () => {
    const failing: typeof listen = async () => {
      throw new Error("no connection");
    };
    const { c, read } = cache({ listen: failing });
    for (let i = 1; i <= 3; i++) {
      expect(await read("a", "k")).toBe(`k#${i}`);
      await settle();
    }
    expect(c.active).toBe(false);
    expect(c.stats.hits).toBe(0);
  });

  it("does not keep an answer loaded while its organization changed", async () => {
    const l = fakeListener();
    const { c } = cache({ listen: l.fake });
    await c.read("a", ["product"], "warm", async () => "w");
    await settle();
    const stale = await c.read("a", ["product"], "k", async () => {
      l.notify("product a"); // the change lands while the page is being read
      return "stale";
    });
    expect(stale).toBe("stale");
    expect(await c.read("a", ["product"], "k", async () => "fresh")).toBe("fresh");
    const other = await c.read("a", ["product"], "k2", async () => {
      c.invalidateAll();
      return "stale";
    });
    expect(other).toBe("stale");
    expect(await c.read("a", ["product"], "k2", async () => "fresh")).toBe("fresh");
  });

  it("drops the least recently used answers beyond its bounds", async () => {
    const l = fakeListener();
    const { read } = cache({ listen: l.fake, maxEntries: 2, maxChars: 1_000 });
    await read("a", "x");
    await settle();
    expect(await read("a", "k1")).toBe("k1#2");
    expect(await read("a", "k2")).toBe("k2#3");
    expect(await read("a", "k1")).toBe("k1#2"); // k1 used last: k2 goes first
    expect(await read("a", "k3")).toBe("k3#4");
    expect(await read("a", "k1")).toBe("k1#2");
    expect(await read("a", "k2")).toBe("k2#5");

    const small = createReadCache(database, logger, { listen: l.fake, maxChars: 10 });
    await small.read("a", ["product"], "w", async () => "");
    await settle();
    let loads = 0;
    const big = async () => {
      loads++;
      return "x".repeat(11);
    };
    await small.read("a", ["product"], "big", big);
    await small.read("a", ["product"], "big", big);
    expect(loads).toBe(2); // larger than the whole cache: never kept
  });

  it("forgets everything once closed and reads through", async () => {
    const l = fakeListener();
    const { c, read } = cache({ listen: l.fake });
    await read("a", "warm");
    await settle();
    expect(await read("a", "k")).toBe("k#2");
    expect(await read("a", "k")).toBe("k#2");
    await c.close();
    expect(await read("a", "k")).toBe("k#3");
    expect(await read("a", "k")).toBe("k#4");
  });
});
