/** JSON fetch for Kassa's own APIs (not better-auth's, which has its client). Throws with the server's detail. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, {
    credentials: "same-origin",
    ...init,
    headers: { ...(init.body ? { "content-type": "application/json" } : {}), ...init.headers },
  });
  const text = await res.text();
  const body = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const detail =
      typeof body?.detail === "string" ? body.detail : (body?.message ?? `Request failed (${res.status})`);
    throw new Error(detail);
  }
  return body as T;
}
