import { performance } from "node:perf_hooks";
import type { AppContext } from "../../context.js";
import type { ClaimedDelivery } from "./delivery-batch-repository.js";
import { type AttemptResult, postWebhook } from "./delivery-http.js";
import type { SentAttempt } from "./delivery-outcome.js";
import { DELIVERY_RECORD_EVERY, DELIVERY_RUN_SEND_MS } from "./delivery-policy.js";
import type { EventRow } from "./delivery-repository.js";
import { formatPayload } from "./payload-format.js";
import { signWebhook } from "./signing.js";

type Deps = Pick<AppContext, "clock" | "config">;

export const USER_AGENT = "kassa webhooks";

/** One endpoint's claimed run, ready to send: its deliveries in queue order, each with its event. */
export interface Run {
  endpointId: string;
  endpoint: NonNullable<ClaimedDelivery["endpoint"]>;
  items: { delivery: ClaimedDelivery; event: EventRow }[];
}

/**
 * What a run did, or a part of it: the attempts made, in order, and (in its last part, `final`)
 * the deliveries it did not get to.
 */
export interface RunResult {
  endpointId: string;
  sent: SentAttempt[];
  unsent: ClaimedDelivery[];
  final: boolean;
}

const succeeded = (r: AttemptResult) => r.httpCode !== null && r.httpCode >= 200 && r.httpCode < 300;

/**
 * Request bodies of a delivery run, by event and format: the payload is serialized once per event
 * and format however many endpoints receive it (the signature, keyed by each endpoint's secret and
 * the attempt's time, is made per request). Events do not change while a run lasts.
 */
export class BodyCache {
  private bodies = new Map<string, string>();
  body(format: Run["endpoint"]["format"], event: EventRow): string {
    const key = `${format}:${event.id}`;
    let body = this.bodies.get(key);
    if (body === undefined) {
      if (this.bodies.size >= 10_000) this.bodies.clear();
      body = formatPayload(format, event.payload);
      this.bodies.set(key, body);
    }
    return body;
  }
}

/**
 * Sends one endpoint's run in order, one request at a time on its keep-alive connection: the next
 * only after the one before succeeded (a failure stops the run, the rest waits behind the retry),
 * and none started after DELIVERY_RUN_SEND_MS. Every `partEvery` successful attempts (when more
 * are left) it hands them to `onPart` so they can be recorded while it goes on sending; the
 * returned result holds the rest (`final`). Never throws (a failure is the attempt's result).
 */
export async function sendRun(
  ctx: Deps,
  run: Run,
  bodies: BodyCache,
  onPart: (part: RunResult) => void = () => {},
  partEvery: number = DELIVERY_RECORD_EVERY,
): Promise<RunResult> {
  const started = performance.now();
  let sent: SentAttempt[] = [];
  let done = 0;
  for (const [i, { delivery, event }] of run.items.entries()) {
    if (i > 0 && performance.now() - started > DELIVERY_RUN_SEND_MS) break;
    if (sent.length >= partEvery) {
      onPart({ endpointId: run.endpointId, sent, unsent: [], final: false });
      sent = [];
    }
    const at = ctx.clock.now();
    // The endpoint's failure count as claimed holds for the first attempt; a later one follows a success.
    const failuresBefore = i === 0 ? run.endpoint.consecutiveFailures : 0;
    const result = await post(ctx, run.endpoint, event, bodies.body(run.endpoint.format, event), at);
    sent.push({ delivery, failuresBefore, at, result });
    done = i + 1;
    if (!succeeded(result)) break;
  }
  const unsent = run.items.slice(done).map((x) => x.delivery);
  return { endpointId: run.endpointId, sent, unsent, final: true };
}

async function post(
  ctx: Deps,
  endpoint: Run["endpoint"],
  event: EventRow,
  body: string,
  at: Date,
): Promise<AttemptResult> {
  const timestamp = Math.floor(at.getTime() / 1000);
  try {
    return await postWebhook(
      endpoint.url,
      body,
      {
        "content-type": "application/json",
        "user-agent": USER_AGENT,
        "webhook-id": event.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(endpoint.secret, event.id, timestamp, body),
      },
      { allowPrivate: ctx.config.webhooksAllowPrivate, now: at },
    );
  } catch (error) {
    return { httpCode: null, response: null, error: String(error), durationMs: 0, retryAfterMs: null };
  }
}
