import { useUrlFilters } from "../../components/useUrlFilters";

export interface DeliveryFilters {
  endpoint_id: string;
  /** "" (all), "true", "false". */
  succeeded: string;
  http_code_class: string;
  event_type: string;
  /** ISO datetimes (UTC) or "". */
  start_timestamp: string;
  end_timestamp: string;
  page: number;
}

const KEYS = [
  "endpoint_id",
  "succeeded",
  "http_code_class",
  "event_type",
  "start_timestamp",
  "end_timestamp",
] as const;

/** The deliveries log's filters, kept in the URL (`?endpoint_id=…&succeeded=false&page=2`). */
export function useDeliveryFilters() {
  const [params, setParams] = useUrlFilters();
  const read = (params: URLSearchParams): DeliveryFilters => ({
    endpoint_id: params.get("endpoint_id") ?? "",
    succeeded: params.get("succeeded") ?? "",
    http_code_class: params.get("http_code_class") ?? "",
    event_type: params.get("event_type") ?? "",
    start_timestamp: params.get("start_timestamp") ?? "",
    end_timestamp: params.get("end_timestamp") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  });
  const filters = read(params);
  const update = (patch: Partial<DeliveryFilters>) =>
    setParams((current) => {
      const next = { ...read(current), page: 1, ...patch };
      const out = new URLSearchParams();
      for (const k of KEYS) if (next[k]) out.set(k, next[k]);
      if (next.page > 1) out.set("page", String(next.page));
      return out;
    });
  const active = KEYS.some((k) => filters[k] !== "");
  return { filters, update, active, clear: () => setParams(() => new URLSearchParams()) };
}
