import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery } from "../../http/v1/pagination.js";

const DateTime = (field: string) =>
  z.iso
    .datetime({ offset: true, message: `${field} must be an ISO 8601 date-time with a time zone` })
    .openapi({ format: "date-time", example: "2027-01-01T00:00:00Z" });

export const TestClock = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    created_at: z.string().openapi({ format: "date-time" }),
    modified_at: z.string().nullable().openapi({ format: "date-time" }),
    organization_id: z.string(),
    name: z.string().nullable(),
    frozen_time: z.string().openapi({
      format: "date-time",
      description: "The time the clock's customers and subscriptions live at.",
    }),
    status: z.enum(["ready", "advancing"]).openapi({
      description: "`advancing` while an advance runs (renewals, period ends), then `ready` again.",
    }),
    advancing_to: z.string().nullable().openapi({
      format: "date-time",
      description: "The time an advance in progress is moving to; null when ready.",
    }),
    customer_ids: z.array(z.string()).openapi({ description: "The live customers attached to the clock." }),
  })
  .openapi("TestClock");

export type TestClockWire = z.infer<typeof TestClock>;

export const TestClockCreate = z
  .object({
    name: z
      .string({ message: "name must be a string" })
      .trim()
      .max(255, { message: "name must be at most 255 characters" })
      .nullable()
      .optional(),
    frozen_time: DateTime("frozen_time")
      .nullable()
      .optional()
      .openapi({ description: "Where the clock starts (default now); at most one year in the past." }),
  })
  .openapi("TestClockCreate");

export const TestClockAdvance = z
  .object({
    frozen_time: DateTime("frozen_time").openapi({
      description: "The time to move to: after the current frozen time, at most two years ahead of it.",
    }),
  })
  .openapi("TestClockAdvance");

export const TestClockAttach = z
  .object({
    customer_id: z.uuid({ message: "customer_id must be a UUID" }),
  })
  .openapi("TestClockAttachCustomer");

export const TestClockListQuery = PageQuery;

export const TestClockList = listSchema(TestClock, "ListResource_TestClock_");
