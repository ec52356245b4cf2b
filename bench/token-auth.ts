/**
 * What an organization access token costs per /v1 request: the same tiny handler bare, and
 * behind the /v1 principal middleware (token lookup by hash), plus a real token-authenticated
 * list (GET /v1/organization-access-tokens/).
 */
import { v1Principal } from "../src/server/http/v1/principal.js";
import { compareOpsPerSecond, report } from "./measure.js";
import { benchApp } from "./setup.js";

export async function run() {
  const { ctx, app, token, close } = await benchApp((app, ctx) => {
    const noCustomerSessions = async () => {
      throw new Error("the benchmark sends organization tokens only");
    };
    app.get("/bench/authed", v1Principal(ctx, noCustomerSessions), (c) => c.json({ ok: true }));
  });
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const res = await app.request(path, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.text();
  };
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 2000);
  const rows = await compareOpsPerSecond(
    [
      { name: "bare Hono route (baseline)", fn: () => get("/bench/bare") },
      { name: "same route behind token verification", fn: () => get("/bench/authed") },
      {
        name: "GET /v1/organization-access-tokens/",
        fn: () => get("/v1/organization-access-tokens/?limit=10"),
      },
    ],
    iterations,
  );
  console.log(
    `token authentication on ${ctx.database.kind}, ${iterations} sequential requests each, interleaved`,
  );
  report(rows, "bare Hono route (baseline)");
  await close();
}
