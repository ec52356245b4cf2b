/**
 * TEST-ONLY. A small local stand-in of the Stripe API endpoints the Stripe processor calls,
 * started by tests on a random loopback port and reached through the real `stripe` SDK with
 * `STRIPE_API_BASE`. Form-encoded bodies, bearer-key authentication, `Idempotency-Key` replay
 * (and `idempotency_error` on reuse with other parameters), Stripe's error body shape, and the
 * test payment methods listed in stripe-api.ts. Never used outside tests.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Clock, systemClock } from "../../../lib/clock.js";
import { type Answer, type Params, StandInAccount } from "./stripe-api.js";

export interface StandInRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
  /** True when the answer was a replay of an earlier request with the same key. */
  replayed: boolean;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: the value for STRIPE_API_BASE. */
  url: string;
  /** The secret key it accepts. */
  secretKey: string;
  /** Every request it answered, oldest first. */
  requests: StandInRequest[];
  account: StandInAccount;
  close(): Promise<void>;
}

/**
 * Parses Stripe's form encoding (`metadata[k]=v`, `expand[0]=x`) into nested objects; objects
 * whose keys are all indexes become arrays.
 */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: Params = root;
    for (let i = 0; i < path.length - 1; i++) {
      const part = path[i]!;
      if (typeof node[part] !== "object" || node[part] === null) node[part] = {};
      node = node[part] as Params;
    }
    node[path[path.length - 1]!] = value;
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value as Params).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Params;
}

type Route = (account: StandInAccount, params: Params, id: string) => Answer;

const ROUTES: { method: string; pattern: RegExp; run: Route }[] = [
  { method: "POST", pattern: /^\/v1\/customers$/, run: (a, p) => a.createCustomer(p) },
  { method: "GET", pattern: /^\/v1\/customers\/([^/]+)$/, run: (a, _p, id) => a.retrieveCustomer(id) },
  {
    method: "GET",
    pattern: /^\/v1\/payment_methods\/([^/]+)$/,
    run: (a, p, id) => a.retrievePaymentMethod(id, p),
  },
  {
    method: "POST",
    pattern: /^\/v1\/payment_methods\/([^/]+)\/attach$/,
    run: (a, p, id) => a.attachPaymentMethod(id, p),
  },
  { method: "POST", pattern: /^\/v1\/payment_intents$/, run: (a, p) => a.createPaymentIntent(p) },
  {
    method: "GET",
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    run: (a, p, id) => a.retrievePaymentIntent(id, p),
  },
  { method: "POST", pattern: /^\/v1\/refunds$/, run: (a, p) => a.createRefund(p) },
  { method: "POST", pattern: /^\/v1\/setup_intents$/, run: (a, p) => a.createSetupIntent(p) },
  {
    method: "POST",
    pattern: /^\/v1\/test_helpers\/confirmation_tokens$/,
    run: (a, p) => a.createConfirmationToken(p),
  },
];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Starts a stand-in on 127.0.0.1 with a random port; `close()` it when the tests are done. */
export async function startStripeStandIn(
  opts: { secretKey?: string; clock?: Clock } = {},
): Promise<StripeStandIn> {
  const secretKey = opts.secretKey ?? `sk_test_standin${randomBytes(8).toString("hex")}`;
  const account = new StandInAccount(opts.clock ?? systemClock);
  const requests: StandInRequest[] = [];
  // Stripe keeps the first answer of a key (successes and card errors, not validation errors).
  const saved = new Map<string, { fingerprint: string; answer: Answer }>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://standin");
    const method = req.method ?? "GET";
    const body = method === "POST" ? await readBody(req) : "";
    const params = parseStripeForm(method === "POST" ? body : url.search.slice(1));
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    const send = (answer: Answer, replayed = false) => {
      requests.push({ method, path: url.pathname, params, idempotencyKey: key, replayed });
      res.writeHead(answer.status, {
        "content-type": "application/json",
        "request-id": `req_${randomBytes(8).toString("hex")}`,
        ...(replayed ? { "idempotent-replayed": "true" } : {}),
      });
      res.end(JSON.stringify(answer.body));
    };

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send({
        status: 401,
        body: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } },
      });
    }
    const fingerprint = createHash("sha256")
      .update(`${method} ${url.pathname}\n${[...new URLSearchParams(body)].sort().join("&")}`)
      .digest("hex");
    const earlier = key && method === "POST" ? saved.get(key) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        return send({
          status: 400,
          body: {
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        });
      }
      return send(earlier.answer, true);
    }
    for (const route of ROUTES) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const answer = route.run(account, params, decodeURIComponent(match[1] ?? ""));
      if (key && method === "POST" && (answer.status < 400 || answer.status === 402)) {
        saved.set(key, { fingerprint, answer });
      }
      return send(answer);
    }
    send({
      status: 404,
      body: {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${url.pathname}): not modelled by the stand-in.`,
        },
      },
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    account,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
