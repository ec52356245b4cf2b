import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { Auth } from "../../../auth/auth.js";
import type { JsonSchema, Operation } from "../v1/schema.js";

/** Client hooks whose route is not their name. */
const HOOK_PATHS: Record<string, string> = {
  useSession: "/get-session",
  useActiveOrganization: "/organization/get-full-organization",
  useListOrganizations: "/organization/list",
  useListPasskeys: "/passkey/list-user-passkeys",
};

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/**
 * The better-auth routes the web app and the checkout page call, read from their sources
 * (`authClient.organization.setActive(…)` → `/organization/set-active`), so a route the front end
 * starts calling is fuzzed without being listed here.
 */
export function clientAuthPaths(roots = ["src/web", "src/checkout-page"]): string[] {
  const paths = new Set<string>();
  for (const file of roots.flatMap(sourceFiles)) {
    for (const [, call] of readFileSync(file, "utf8").matchAll(/authClient\.([A-Za-z.]+)/g)) {
      const name = call!.replace(/\.$/, "");
      paths.add(HOOK_PATHS[name] ?? `/${name.split(".").map(kebab).join("/")}`);
    }
  }
  return [...paths].sort();
}

interface Endpoint {
  path?: string;
  options?: { method?: string | string[]; body?: unknown; query?: unknown };
}

function jsonSchema(zod: unknown): JsonSchema | undefined {
  if (!zod) return undefined;
  try {
    return z.toJSONSchema(zod as z.ZodType, { unrepresentable: "any", io: "input" }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** The fuzz operations of those routes: method, query parameters and body schema from better-auth's own zod schemas. */
export function authOperations(auth: Auth, paths: string[]): { operations: Operation[]; unknown: string[] } {
  const byPath = new Map<string, Endpoint>();
  for (const endpoint of Object.values(auth.api as Record<string, Endpoint>)) {
    if (endpoint?.path) byPath.set(endpoint.path, endpoint);
  }
  const operations: Operation[] = [];
  const unknown: string[] = [];
  for (const path of paths) {
    const endpoint = byPath.get(path);
    if (!endpoint) {
      unknown.push(path); // a client-side helper (checkRolePermission) or a flow made of other routes
      continue;
    }
    const methods = [endpoint.options?.method ?? "GET"].flat().filter((m) => m !== "*");
    const query = jsonSchema(endpoint.options?.query);
    const body = jsonSchema(endpoint.options?.body);
    for (const method of methods.length ? methods : ["GET", "POST"]) {
      operations.push({
        method,
        path: `/api/auth${path}`,
        isPublic: false,
        params: Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
          name,
          in: "query",
          schema,
        })),
        ...(method !== "GET" ? { body: body ?? { type: "object" } } : {}),
      });
    }
  }
  return { operations, unknown };
}
