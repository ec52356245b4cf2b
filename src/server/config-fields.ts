import { parse as parseConnectionString } from "pg-connection-string";
import { z } from "zod";
import { POSTGRES_SCHEME } from "./db/url.js";

/** Parsers of single environment variables; each error message names the variable. */

export const bool = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ["1", "0", "true", "false", "yes", "no", "on", "off"].includes(v), {
      message: `${name} must be true or false`,
    })
    .transform((v) => ["1", "true", "yes", "on"].includes(v));

export const int = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: `${name} must be a whole number` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `${name} must be between ${min} and ${max}` });

export const url = (name: string, protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}` },
    );

/**
 * A PostgreSQL connection URL as libpq and `pg` read it, which WHATWG `URL` does not always
 * accept: `postgres://user@/db?host=/var/run/postgresql` (a Unix socket, no host before the path)
 * is valid for both drivers. The scheme is checked here; the rest as `pg` itself will parse it.
 */
export const postgresUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        if (!POSTGRES_SCHEME.test(v)) return false;
        try {
          parseConnectionString(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: `${name} must be a URL starting with postgres:// or postgresql://` },
    );

/** A comma-separated list of 1 to 10 strictly increasing whole days between 1 and 365 ("2,7,14,21"). */
export const dayList = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+(\s*,\s*\d+){0,9}$/.test(v), {
      message: `${name} must be 1 to 10 whole days separated by commas, such as 2,7,14,21`,
    })
    .transform((v) => v.split(",").map((d) => Number(d.trim())))
    .refine((days) => days.every((d, i) => d >= 1 && d <= 365 && (i === 0 || d > days[i - 1]!)), {
      message: `${name} must list increasing days between 1 and 365, such as 2,7,14,21`,
    });
