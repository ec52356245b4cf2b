import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** A real HTTP receiver on 127.0.0.1 (random port) for delivery tests and the benchmark. */

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Reply = { status: number; body?: string; headers?: Record<string, string> } | "hold";
export type ReplyFn = (request: Received, index: number) => Reply;

export interface Receiver {
  url(path?: string): string;
  received: Received[];
  reply: ReplyFn;
  /** Called for every request as it arrives (after it is recorded). */
  onRequest: ((request: Received) => void) | null;
  /** Resolves once `count` requests arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  /** Answers every request held so far (replies of "hold") with `status`. */
  release(status: number): void;
  close(): Promise<void>;
}

export async function startReceiver(reply: ReplyFn = () => ({ status: 200, body: "ok" })): Promise<Receiver> {
  const held = new Set<import("node:http").ServerResponse>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const receiver: Receiver = {
    url: (path = "/hook") => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received: [],
    reply,
    onRequest: null,
    waitFor(count, timeoutMs = 5000) {
      if (receiver.received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`receiver got ${receiver.received.length} of ${count} requests`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    release(status) {
      for (const res of held) {
        res.writeHead(status, { "content-type": "text/plain" });
        res.end("");
      }
      held.clear();
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const request = {
        path: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      const index = receiver.received.push(request) - 1;
      receiver.onRequest?.(request);
      for (const w of [...waiters]) {
        if (receiver.received.length >= w.count) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
      const answer = receiver.reply(request, index);
      if (answer === "hold") {
        held.add(res);
        return;
      }
      res.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers });
      res.end(answer.body ?? "");
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return receiver;
}
