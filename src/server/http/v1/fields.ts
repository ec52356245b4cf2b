import { z } from "@hono/zod-openapi";
import { EMAIL_MAX_LENGTH, emailLengthProblem } from "../../lib/email-address.js";

/** An email address of at most 254 characters with a local part of at most 64 (RFC 5321), trimmed. */
export const EmailAddress = z
  .string({ message: "email is required" })
  .trim()
  .superRefine((v, ctx) => {
    const problem = emailLengthProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: v });
  })
  .pipe(z.email({ message: "must be a valid email address" }))
  .openapi({ type: "string", format: "email", maxLength: EMAIL_MAX_LENGTH, example: "customer@example.com" });

/**
 * An IETF BCP 47 language tag, stored in its canonical form (`en-us` → `en-US`). The language
 * subtag must be an ISO 639 code of 2 or 3 letters: `Intl` alone takes any 5 to 8 letters
 * (`Infinity` → `infinity`), which names no language.
 */
export const LocaleTag = z
  .string()
  .trim()
  .max(35, { message: "must be at most 35 characters" })
  .transform((v, ctx) => {
    try {
      const [canonical] = Intl.getCanonicalLocales(v);
      if (
        canonical &&
        /^[a-z]{2,3}$/.test(new Intl.Locale(canonical).language ?? "") &&
        canonical !== "und"
      ) {
        return canonical;
      }
    } catch {
      // reported below
    }
    ctx.addIssue({ code: "custom", message: "must be a BCP 47 language tag such as en or fr-CA", input: v });
    return z.NEVER;
  })
  .openapi({ type: "string", example: "en-US" });
