import type { authClient } from "../../auth-client";

type ListUsers = NonNullable<Awaited<ReturnType<typeof authClient.admin.listUsers>>["data"]>;
export type AdminUser = ListUsers["users"][number];

export interface OutboxEmail {
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
  created_at: string;
  sent_at: string | null;
}

export interface OutboxPage {
  items: OutboxEmail[];
  pagination: { total_count: number; max_page: number };
}
