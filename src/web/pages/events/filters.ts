/**
 * The events explorer's filters as they live in the URL (`?name=api_request&metadata=plan%3Dpro`)
 * and the `GET /v1/events/` query they make. Pure, so the mapping is tested without a browser.
 */
export interface EventFilters {
  customerId: string | null;
  name: string | null;
  source: string | null;
  start: string | null;
  end: string | null;
  query: string | null;
  /** `key=value` pairs separated by commas. */
  metadata: string | null;
  page: number;
}

export const FILTER_PARAMS = ["customer_id", "name", "source", "start", "end", "query", "metadata"] as const;

export function readFilters(params: URLSearchParams): EventFilters {
  return {
    customerId: params.get("customer_id"),
    name: params.get("name"),
    source: params.get("source"),
    start: params.get("start"),
    end: params.get("end"),
    query: params.get("query"),
    metadata: params.get("metadata"),
    page: Math.max(1, Number(params.get("page") ?? "1") || 1),
  };
}

/** `plan=pro, region=eu` → `[["plan","pro"],["region","eu"]]`; a part without `=` or key is ignored. */
export function parseMetadata(text: string | null): [string, string][] {
  if (!text) return [];
  return text.split(",").flatMap((part) => {
    const at = part.indexOf("=");
    const key = part.slice(0, Math.max(0, at)).trim();
    return at > 0 && key ? [[key, part.slice(at + 1).trim()] as [string, string]] : [];
  });
}

/** The list query: arrays where the API repeats a parameter, `metadata[key]` for each pair. */
export function listQuery(f: EventFilters, limit: number): Record<string, string | number | string[]> {
  const query: Record<string, string | number | string[]> = { page: f.page, limit, sorting: ["-timestamp"] };
  if (f.customerId) query.customer_id = [f.customerId];
  if (f.name) query.name = [f.name];
  if (f.source) query.source = [f.source];
  if (f.start) query.start_timestamp = f.start;
  if (f.end) query.end_timestamp = f.end;
  if (f.query) query.query = f.query;
  for (const [key, value] of parseMetadata(f.metadata)) query[`metadata[${key}]`] = value;
  return query;
}

export function hasFilters(f: EventFilters): boolean {
  return Boolean(f.customerId || f.name || f.source || f.start || f.end || f.query || f.metadata);
}

/** A short one-line view of an event's metadata for the table. */
export function metadataPreview(metadata: Record<string, unknown>, max = 60): string {
  const text = Object.entries(metadata)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" ");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
