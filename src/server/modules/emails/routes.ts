import { Hono } from "hono";
import type { AppContext } from "../../context.js";
import { NotFoundError, validationBody } from "../../http/errors.js";
import { requireAdmin } from "../../http/session.js";
import { isUuid } from "../../lib/ids.js";
import { findEmail, listEmails } from "./repository.js";
import { EmailListQuery, serializeEmail } from "./schemas.js";

/** The email outbox for administrators: `GET /api/admin/emails`, `GET /api/admin/emails/{id}`. */
export function emailAdminRoutes(ctx: AppContext) {
  const app = new Hono();
  app.use("*", requireAdmin(ctx));
  app.get("/", async (c) => {
    const parsed = EmailListQuery.safeParse(c.req.query());
    if (!parsed.success) return c.json(validationBody(parsed.error, "query"), 422);
    const { rows, total } = await listEmails(ctx.db, parsed.data);
    return c.json({
      items: rows.map(serializeEmail),
      pagination: { total_count: total, max_page: Math.max(1, Math.ceil(total / parsed.data.limit)) },
    });
  });
  app.get("/:id", async (c) => {
    const id = c.req.param("id");
    const row = isUuid(id) ? await findEmail(ctx.db, id) : undefined;
    if (!row) throw new NotFoundError("Email");
    return c.json(serializeEmail(row));
  });
  return app;
}
