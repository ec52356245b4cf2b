import type { MiddlewareHandler } from "hono";
import { TEXT_PROBLEM_MESSAGES, type TextProblem, textIssues, textProblem } from "../../lib/storable-text.js";
import type { ValidationIssue } from "../errors.js";
import type { V1Env } from "./principal.js";

/**
 * PostgreSQL cannot store U+0000 in text or jsonb: a NUL that reaches a query fails it (a 500);
 * nor can jsonb take a lone surrogate. No field of the API has a use for either, so every string a request carries (path parameters,
 * query parameters and their names, JSON body values and keys) is checked once, here, before any
 * handler or middleware that touches the database runs.
 */
export const NUL = "\u0000";

/** A `\u0000` or a `\uD800`–`\uDFFF` escape (a preceding escaped backslash only costs a walk). */
const MAYBE_UNSTORABLE_ESCAPE = /\\u(?:0000|d[89a-f])/i;

function issue(loc: (string | number)[], input: string, type: TextProblem): ValidationIssue {
  return { loc, msg: TEXT_PROBLEM_MESSAGES[type], type, input };
}

/** Every place in a parsed JSON body where a string (or an object key) cannot be stored. */
export function nulIssuesInJson(value: unknown, loc: (string | number)[] = ["body"]): ValidationIssue[] {
  return textIssues(value, loc).map((i) => issue(i.loc, i.input, i.type));
}

interface RouteShape {
  method: string;
  segments: string[];
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is the route's own 4xx to give
  }
}

/** The name of the path parameter at `index` of the route that `segments` match, if one does. */
function pathParamName(routes: RouteShape[], method: string, segments: string[], index: number) {
  for (const route of routes) {
    if (route.method !== method && route.method !== "ALL") continue;
    if (route.segments.length !== segments.length) continue;
    const fits = route.segments.every((s, i) => s.startsWith(":") || s === segments[i]);
    const param = route.segments[index];
    if (fits && param?.startsWith(":")) return param.slice(1).replace(/\{.*$/, "");
  }
  return undefined;
}

/**
 * Answers `422 {detail: [{loc, msg, type, input}]}` for a request whose strings hold a NUL, with
 * `loc` naming the field (`["path","client_secret"]`, `["query","utm_source"]`, `["body","name"]`).
 * `routes` gives the app's routes (read when a request comes, after every module is mounted).
 */
export function rejectNulCharacters(
  routes: () => { method: string; path: string }[],
): MiddlewareHandler<V1Env> {
  let shapes: RouteShape[] | undefined;
  return async (c, next) => {
    const issues: ValidationIssue[] = [];
    // A request URL is serialized (WHATWG): a NUL or a lone surrogate in its path or query can only
    // arrive percent-encoded, so a URL without `%` (most reads) needs no parse.
    if (c.req.url.includes("%") || c.req.url.includes(NUL)) {
      const url = new URL(c.req.url);
      const raw = url.pathname.split("/");
      const segments = raw.map(decode);
      if (segments.some((s) => s.includes(NUL))) {
        shapes ??= routes()
          .filter((r) => r.method !== "ALL" || !r.path.endsWith("*"))
          .map((r) => ({ method: r.method, segments: r.path.split("/") }));
        segments.forEach((s, i) => {
          if (!s.includes(NUL)) return;
          const name = pathParamName(shapes!, c.req.method, raw, i);
          issues.push(issue(["path", name ?? i], s, "string_nul_character"));
        });
      }
      for (const [name, value] of url.searchParams) {
        const problem = textProblem(name) ?? textProblem(value);
        if (problem) issues.push(issue(["query", name], value, problem));
      }
    }

    const type = c.req.header("content-type") ?? "";
    if (/^application\/(.+\+)?json/i.test(type) && c.req.method !== "GET" && c.req.method !== "HEAD") {
      // Read as text (cached by Hono): the validator and the idempotency hash read the same bytes.
      const text = await c.req.text();
      // JSON text cannot hold a raw NUL, and decoded UTF-8 has no lone surrogate: either can only
      // come from a `\u` escape, so a body without such an escape needs no walk (a 1,000-event
      // ingest batch skips a second parse and a visit of every value).
      if (MAYBE_UNSTORABLE_ESCAPE.test(text)) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined; // not JSON: the route's validator answers that
        }
        issues.push(...nulIssuesInJson(body));
      }
    }

    if (issues.length === 0) return next();
    return c.json(
      {
        error: "RequestValidationError",
        detail: issues.map((i) => ({ loc: i.loc, msg: i.msg, type: i.type, input: i.input })),
      },
      422,
    );
  };
}
