import { describe, expect, it } from "vitest";
import { onShutdown, type SignalTarget } from "./shutdown.js";

function harness() {
  const listeners = new Map<string, () => void>();
  const exits: number[] = [];
  let time = 0;
  const target: SignalTarget = {
    on: (signal, listener) => listeners.set(signal, listener),
    exit: (code) => void exits.push(code),
  };
  return {
    target,
    exits,
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    send: (signal: "SIGINT" | "SIGTERM") => listeners.get(signal)!(),
  };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("onShutdown", () => {
  it("runs the shutdown once and waits for it when the same request arrives twice (terminal and npm)", async () => {
    const h = harness();
    const closing = deferred();
    let runs = 0;
    onShutdown(
      () => {
        runs++;
        return closing.promise;
      },
      { target: h.target, now: h.now },
    );
    h.send("SIGINT");
    h.advance(5);
    h.send("SIGINT");
    h.advance(30);
    h.send("SIGTERM");
    expect(runs).toBe(1);
    expect(h.exits).toEqual([]);
    closing.resolve();
    await closing.promise;
    await Promise.resolve();
    expect(h.exits).toEqual([0]);
  });

  it("exits at once with 1 on a signal sent later while the shutdown still runs", () => {
    const h = harness();
    let forced = 0;
    onShutdown(() => new Promise<void>(() => {}), {
      target: h.target,
      now: h.now,
      onForced: () => forced++,
    });
    h.send("SIGTERM");
    h.advance(2_000);
    h.send("SIGINT");
    expect(h.exits).toEqual([1]);
    expect(forced).toBe(1);
  });

  it("exits 1 when the shutdown fails", async () => {
    const h = harness();
    const closing = deferred();
    onShutdown(() => closing.promise, { target: h.target, now: h.now });
    h.send("SIGTERM");
    closing.reject(new Error("close failed"));
    await closing.promise.catch(() => {});
    await Promise.resolve();
    expect(h.exits).toEqual([1]);
  });
});
