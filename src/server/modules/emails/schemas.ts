import { z } from "zod";

export const EmailListQuery = z.object({
  page: z.coerce.number().int().min(1, { message: "page must be 1 or more" }).default(1),
  limit: z.coerce.number().int().min(1).max(100, { message: "limit must be between 1 and 100" }).default(20),
  to: z.string().trim().max(320).optional(),
});

export function serializeEmail(row: {
  id: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  template: string;
  status: string;
  transport: string;
  attempts: number;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}) {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    status: row.status,
    transport: row.transport,
    attempts: row.attempts,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
