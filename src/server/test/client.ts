import type { Hono } from "hono";

export interface TestResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Send no Origin header (server-side caller). */
  noOrigin?: boolean;
}

/**
 * A browser-like client for the Hono app: keeps cookies between calls, sends an Origin
 * (the app's own, unless told otherwise) and parses JSON answers. Nothing is mocked:
 * requests go through `app.request`, the same path a real request takes.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: Hono,
    readonly opts: { origin?: string; ip?: string; env?: unknown } = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  storeCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = any>(method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
    const url = new URL(path, "http://localhost:3000");
    for (const [k, v] of Object.entries(opts.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = {};
    if (!opts.noOrigin) headers.origin = this.opts.origin ?? "http://localhost:3000";
    if (this.opts.ip) headers["x-forwarded-for"] = this.opts.ip;
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    Object.assign(headers, opts.headers);
    const res = await this.app.request(
      url.pathname + url.search,
      {
        method,
        headers,
        body:
          opts.body === undefined
            ? undefined
            : typeof opts.body === "string"
              ? opts.body
              : JSON.stringify(opts.body),
        redirect: "manual",
      },
      this.opts.env,
    );
    this.storeCookies(res.headers);
    const text = await res.text();
    let body: any = text;
    if ((res.headers.get("content-type") ?? "").includes("json") && text) body = JSON.parse(text);
    return { status: res.status, body, text, headers: res.headers };
  }

  get<T = any>(path: string, opts?: RequestOptions) {
    return this.request<T>("GET", path, opts);
  }

  post<T = any>(path: string, body?: unknown, opts?: RequestOptions) {
    return this.request<T>("POST", path, { ...opts, body: body ?? {} });
  }
}
