/**
 * The module-boundary check of `npm run lint`: dependency-cruiser evaluates the rules of
 * .dependency-cruiser.cjs over src/, and the module graph of src/server/modules is checked for
 * cycles. Violations listed in boundaries-allowlist.json (each with its reason) are tolerated;
 * any other violation fails, and so does a listed one that no longer occurs (the list only shrinks).
 *
 *   npx tsx scripts/check-boundaries.ts            check (exit 1 on a failure)
 *   npx tsx scripts/check-boundaries.ts --figures  also print the counts per rule
 *   npx tsx scripts/check-boundaries.ts --prune    remove the listed violations that no longer occur
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cruise, type ICruiseResult, type IViolation } from "dependency-cruiser";

const require = createRequire(import.meta.url);
const repoRoot = new URL("..", import.meta.url).pathname;

export interface Violation {
  rule: string;
  from: string;
  to: string;
}
interface AllowEntry extends Violation {
  reason: string;
}

const key = (v: Violation) => `${v.rule} ${v.from} -> ${v.to}`;

function moduleOf(path: string): string | null {
  return /^src\/server\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** Edges of the module graph that lie on a cycle (inside a strongly connected component). */
export function moduleCycleEdges(edges: Map<string, Set<string>>): Violation[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const component = new Map<string, number>();
  let counter = 0;
  let components = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.set(member, components);
      } while (member !== node);
      components++;
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  const out: Violation[] = [];
  for (const [from, tos] of edges) {
    for (const to of tos) {
      if (component.get(from) === component.get(to)) out.push({ rule: "no-module-cycles", from, to });
    }
  }
  return out.sort((a, b) => key(a).localeCompare(key(b)));
}

/** Cruises `src` under `root` (the repository, or a test's scratch tree) with the repository's rules. */
export async function findViolations(root = repoRoot): Promise<Violation[]> {
  const config = require(`${repoRoot}.dependency-cruiser.cjs`);
  const cwd = process.cwd();
  process.chdir(root);
  const result = await cruise(["src"], {
    ...config.options,
    tsConfig: { fileName: `${repoRoot}tsconfig.json` },
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    outputType: "json",
  });
  process.chdir(cwd);
  const output = (
    typeof result.output === "string" ? JSON.parse(result.output) : result.output
  ) as ICruiseResult;
  const found: Violation[] = (output.summary.violations as IViolation[]).map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
  }));
  const testCode = new RegExp(
    config.forbidden.find((r: { name: string }) => r.name === "no-test-code-in-production").to.path,
  );
  const edges = new Map<string, Set<string>>();
  for (const m of output.modules) {
    const from = moduleOf(m.source);
    if (!from || testCode.test(m.source)) continue;
    for (const dep of m.dependencies) {
      const to = moduleOf(dep.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  const unique = new Map(found.map((v) => [key(v), v]));
  return [...unique.values(), ...moduleCycleEdges(edges)];
}

function loadAllowList(): AllowEntry[] {
  return JSON.parse(readFileSync(`${repoRoot}boundaries-allowlist.json`, "utf8")).violations;
}

/** Compares the violations found with the allow-list: new ones and fixed-but-listed ones both fail. */
export function compareWithAllowList(violations: Violation[], allowList: AllowEntry[]): string[] {
  const allowed = new Map(allowList.map((e) => [key(e), e]));
  const seen = new Set(violations.map(key));
  const failures: string[] = [];
  for (const v of violations) {
    if (!allowed.has(key(v))) failures.push(`new violation  ${key(v)}`);
  }
  for (const [k, entry] of allowed) {
    if (!entry.reason?.trim()) failures.push(`allow-list entry without a reason  ${k}`);
    if (!seen.has(k)) failures.push(`fixed, remove it from boundaries-allowlist.json  ${k}`);
  }
  return failures;
}

export async function checkBoundaries(): Promise<{ failures: string[]; figures: Record<string, number> }> {
  const violations = await findViolations();
  const failures = compareWithAllowList(violations, loadAllowList());
  const figures: Record<string, number> = {};
  for (const v of violations) figures[v.rule] = (figures[v.rule] ?? 0) + 1;
  return { failures, figures };
}

/** Drops the allow-list entries that no longer occur (never adds one). Returns how many were dropped. */
export async function pruneAllowList(): Promise<number> {
  const seen = new Set((await findViolations()).map(key));
  const list = loadAllowList();
  const kept = list.filter((e) => seen.has(key(e)));
  writeFileSync(`${repoRoot}boundaries-allowlist.json`, `${JSON.stringify({ violations: kept }, null, 2)}\n`);
  return list.length - kept.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--prune")) console.log(`Pruned ${await pruneAllowList()} fixed violation(s)`);
  const { failures, figures } = await checkBoundaries();
  if (process.argv.includes("--figures")) {
    for (const [rule, count] of Object.entries(figures).sort()) console.log(`${rule}: ${count}`);
  }
  if (failures.length > 0) {
    console.error(`Module boundaries: ${failures.length} problem(s) (docs/architecture.md, "Module rules")`);
    for (const f of failures) console.error(`  ${f}`);
    process.exit(1);
  }
  console.log("Module boundaries: ok");
}
