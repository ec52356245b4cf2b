import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppContext } from "../../context.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope, type V1Env } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { requestAdvance } from "./advance.js";
import {
  TestClock,
  TestClockAdvance,
  TestClockAttach,
  TestClockCreate,
  TestClockList,
  TestClockListQuery,
} from "./schemas.js";
import { serializeClock } from "./serialize.js";
import {
  assertTestClocksAvailable,
  attachCustomer,
  type ClockSubscriptions,
  createClock,
  deleteClock,
  getClock,
  listOrgClocks,
} from "./service.js";

const tags = ["test-clocks"];

const conflict = {
  409: {
    description: "The clock is advancing",
    content: json(
      z.object({ error: z.literal("TestClockAdvancing"), detail: z.string() }).openapi("TestClockAdvancing"),
    ),
  },
};

/** 403 on every route when the processor is live Stripe (test clocks are for test mode only). */
const testModeOnly =
  (ctx: AppContext): MiddlewareHandler<V1Env> =>
  async (_c, next) => {
    assertTestClocksAvailable(ctx);
    await next();
  };

const NOTE =
  " Kassa extension (Stripe's test clocks): only in test mode — the sandbox processor or a Stripe test key; with a live key every test-clock route answers 403.";

/** What the test-clock routes need from outside the module: the subscriptions a customer takes along. */
export interface TestClockRouteDeps {
  subscriptions: ClockSubscriptions;
}

/** `/v1/test-clocks/`: simulated time for subscriptions (Kassa's addition to Polar's API). */
export const testClockRoutes =
  (deps: TestClockRouteDeps): V1Module =>
  (v1, ctx) => {
    const read = [requireScope("subscriptions:read"), testModeOnly(ctx)];
    const write = [requireScope("subscriptions:write"), testModeOnly(ctx)];

    v1.openapi(
      createRoute({
        method: "get",
        path: "/test-clocks/",
        tags,
        summary: "List test clocks",
        description: `The organization's test clocks, newest first.${NOTE}`,
        middleware: read,
        request: { query: TestClockListQuery },
        responses: {
          200: { description: "Test clocks", content: json(TestClockList) },
          ...errorResponses(401, 403, 422),
        },
      }),
      async (c) => {
        const query = c.req.valid("query");
        const { items, total } = await listOrgClocks(ctx, c.get("principal").organizationId, query);
        return c.json(listResponse(items, total, query), 200);
      },
    );

    v1.openapi(
      createRoute({
        method: "post",
        path: "/test-clocks/",
        tags,
        summary: "Create a test clock",
        description: `A clock frozen at \`frozen_time\` (default now, at most one year in the past). Attach customers to it, then advance it.${NOTE}`,
        middleware: write,
        request: { body: { content: json(TestClockCreate), required: true } },
        responses: {
          201: { description: "The clock", content: json(TestClock) },
          ...errorResponses(401, 403, 422),
        },
      }),
      async (c) => {
        const clock = await createClock(ctx, c.get("principal").organizationId, c.req.valid("json"));
        return c.json(clock, 201);
      },
    );

    v1.openapi(
      createRoute({
        method: "get",
        path: "/test-clocks/{id}",
        tags,
        summary: "Get a test clock",
        description: `Poll it while \`status\` is \`advancing\`.${NOTE}`,
        middleware: read,
        request: { params: IdParam },
        responses: {
          200: { description: "The clock", content: json(TestClock) },
          ...errorResponses(401, 403, 404, 422),
        },
      }),
      async (c) =>
        c.json(await getClock(ctx, c.get("principal").organizationId, c.req.valid("param").id), 200),
    );

    v1.openapi(
      createRoute({
        method: "delete",
        path: "/test-clocks/{id}",
        tags,
        summary: "Delete a test clock",
        description: `Deletes the clock and its customers (as Stripe does): their subscriptions end and their benefits are revoked.${NOTE}`,
        middleware: write,
        request: { params: IdParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
      }),
      async (c) => {
        await deleteClock(ctx, c.get("principal").organizationId, c.req.valid("param").id);
        return c.body(null, 204);
      },
    );

    v1.openapi(
      createRoute({
        method: "post",
        path: "/test-clocks/{id}/customers",
        tags,
        summary: "Attach a customer to a test clock",
        description: `The customer and their subscriptions that have not ended move to the clock: they renew only when it advances, and changes to them happen at its time. A customer on another clock is a 422; a clock that is advancing a 409.${NOTE}`,
        middleware: write,
        request: { params: IdParam, body: { content: json(TestClockAttach), required: true } },
        responses: {
          200: { description: "The clock", content: json(TestClock) },
          ...errorResponses(401, 403, 404, 422),
          ...conflict,
        },
      }),
      async (c) => {
        const organizationId = c.get("principal").organizationId;
        const { id } = c.req.valid("param");
        await attachCustomer(ctx, deps.subscriptions, organizationId, id, c.req.valid("json").customer_id);
        return c.json(await getClock(ctx, organizationId, id), 200);
      },
    );

    v1.openapi(
      createRoute({
        method: "post",
        path: "/test-clocks/{id}/advance",
        tags,
        summary: "Advance a test clock",
        description: `Moves the clock to \`frozen_time\` (after its current time, at most two years ahead) in the background: renewals, trial ends and cancellations due on the way run in order, each at its own instant. Answers at once with \`status: advancing\`; poll the clock until it is \`ready\`.${NOTE}`,
        middleware: write,
        request: { params: IdParam, body: { content: json(TestClockAdvance), required: true } },
        responses: {
          202: { description: "The clock, advancing", content: json(TestClock) },
          ...errorResponses(401, 403, 404, 422),
          ...conflict,
        },
      }),
      async (c) => {
        const organizationId = c.get("principal").organizationId;
        const { id } = c.req.valid("param");
        const row = await requestAdvance(ctx, organizationId, id, c.req.valid("json").frozen_time);
        const clock = await getClock(ctx, organizationId, id).catch(() => serializeClock(row, []));
        return c.json(clock, 202);
      },
    );
  };
