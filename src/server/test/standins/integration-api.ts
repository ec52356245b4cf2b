import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request a stand-in received. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface StandIn {
  url: string;
  calls: RecordedCall[];
  /** The next `times` requests get this answer instead of the stand-in's own (an outage, a refusal). */
  failNext(reply: Reply, times?: number): void;
  /** Runs `hook` when the next request arrives, before it is answered (to interleave work with a call). */
  beforeNext(hook: () => Promise<void>): void;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(res: ServerResponse, reply: Reply) {
  const body = reply.body === undefined ? "" : JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    ...(body ? { "content-type": "application/json" } : {}),
    ...reply.headers,
  });
  res.end(body);
}

/**
 * A small HTTP server on a free local port standing in for a third-party REST API in tests:
 * it records every call and answers with `handle` (test-only; see github.ts and
 * discord.ts).
 */
export async function startStandIn(handle: (call: RecordedCall) => Reply): Promise<StandIn> {
  const calls: RecordedCall[] = [];
  const failures: Reply[] = [];
  const hooks: (() => Promise<void>)[] = [];
  const server = createServer(async (req, res) => {
    const call = {
      method: req.method ?? "GET",
      path: req.url ?? "/",
      headers: req.headers,
      body: await readJson(req),
    };
    calls.push(call);
    const hook = hooks.shift();
    if (hook) await hook();
    const failure = failures.shift();
    send(res, failure ?? handle(call));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(reply, times = 1) {
      for (let i = 0; i < times; i++) failures.push(reply);
    },
    beforeNext(hook) {
      hooks.push(hook);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
