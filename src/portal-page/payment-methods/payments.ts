/** `GET /api/payments/config` (outside `/v1`, docs/payments.md): which card form the processor needs. */
import { parseApiError } from "../../web/api/errors";

export interface PaymentsConfig {
  processor: "sandbox" | "stripe";
  publishable_key: string | null;
}

export async function paymentsConfig(): Promise<PaymentsConfig> {
  const res = await fetch("/api/payments/config", {
    credentials: "omit",
    headers: { accept: "application/json" },
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw parseApiError(res.status, body);
  return body as PaymentsConfig;
}
