/**
 * Strings PostgreSQL cannot store as given: a NUL (U+0000) fails text and jsonb alike, and a lone
 * UTF-16 surrogate (`"\ud800"` is valid JSON) is refused by jsonb and altered in text. Pure, shared
 * by the /v1 guard and the /api/auth guard.
 */
export type TextProblem = "string_nul_character" | "string_unpaired_surrogate";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  string_nul_character: "must not contain the NUL character (U+0000)",
  string_unpaired_surrogate: "must be valid Unicode (it has an unpaired surrogate)",
};

export function textProblem(v: string): TextProblem | undefined {
  if (v.includes("\u0000")) return "string_nul_character";
  if (LONE_SURROGATE.test(v)) return "string_unpaired_surrogate";
  return undefined;
}

export interface TextIssue {
  loc: (string | number)[];
  type: TextProblem;
  input: string;
}

/**
 * Every place in a parsed JSON value where a string (or an object key) cannot be stored.
 * Iterative: a value nested thousands of levels deep must not overflow the stack.
 */
export function textIssues(value: unknown, loc: (string | number)[]): TextIssue[] {
  const issues: TextIssue[] = [];
  const stack: [unknown, (string | number)[]][] = [[value, loc]];
  while (stack.length > 0) {
    const [v, at] = stack.pop()!;
    if (typeof v === "string") {
      const type = textProblem(v);
      if (type) issues.push({ loc: at, type, input: v });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], [...at, i]]);
    } else if (v && typeof v === "object") {
      for (const [k, child] of Object.entries(v).reverse()) {
        const type = textProblem(k);
        if (type) issues.push({ loc: [...at, k], type, input: k });
        else stack.push([child, [...at, k]]);
      }
    }
  }
  return issues;
}
