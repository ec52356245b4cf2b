import type { z } from "@hono/zod-openapi";
import type { Executor } from "../../db/types.js";
import { RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { getFiles } from "../files/service.js";
import { getMeter } from "../meters/service.js";
import type { BenefitType, PROPERTY_SCHEMAS } from "./schemas.js";

type Props<T extends BenefitType> = z.infer<(typeof PROPERTY_SCHEMAS)[T]>;
const SNOWFLAKE = /^\d{15,21}$/;

/**
 * The Discord server of a `guild_token`: Polar's token is a JWT whose payload names the
 * `guild_id`; a bare server id (digits) is accepted as is.
 */
function guildIdOf(token: string): string | null {
  if (SNOWFLAKE.test(token)) return token;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as {
      guild_id?: unknown;
    };
    return typeof payload.guild_id === "string" && SNOWFLAKE.test(payload.guild_id) ? payload.guild_id : null;
  } catch {
    return null;
  }
}

/**
 * Checks a benefit's properties against the organization's data (files, meters, Discord token)
 * and returns them in wire shape, ready to store. Problems are 422s under `body.properties`.
 */
export async function resolveProperties(
  db: Executor,
  organizationId: string,
  type: BenefitType,
  input: unknown,
): Promise<Record<string, unknown>> {
  const loc = (...rest: (string | number)[]) => ["body", "properties", ...rest];
  const fail = (issues: ValidationIssue[]) => {
    throw new RequestValidationError(issues);
  };
  switch (type) {
    case "custom": {
      const p = input as Props<"custom">;
      return { note: p.note ?? null };
    }
    case "discord": {
      const p = input as Props<"discord">;
      const guildId = guildIdOf(p.guild_token);
      if (!guildId) {
        fail([
          {
            loc: loc("guild_token"),
            msg: "guild_token must be a Discord server id or a guild token naming one",
            input: p.guild_token,
          },
        ]);
      }
      return {
        guild_id: guildId,
        role_id: p.role_id,
        kick_member: p.kick_member,
        guild_token: p.guild_token,
      };
    }
    case "github_repository": {
      const p = input as Props<"github_repository">;
      return {
        repository_owner: p.repository_owner,
        repository_name: p.repository_name,
        permission: p.permission,
      };
    }
    case "downloadables": {
      const p = input as Props<"downloadables">;
      const files = [...new Set(p.files)];
      const found = new Map((await getFiles({ db }, organizationId, files)).map((f) => [f.id, f]));
      const issues: ValidationIssue[] = [];
      files.forEach((id, i) => {
        const f = found.get(id);
        if (!f) issues.push({ loc: loc("files", i), msg: "file not found", input: id });
        else if (f.service !== "downloadable") {
          issues.push({ loc: loc("files", i), msg: "is not a downloadable file", input: id });
        } else if (!f.isUploaded) {
          issues.push({ loc: loc("files", i), msg: "file upload is not complete", input: id });
        }
      });
      for (const id of Object.keys(p.archived)) {
        if (!files.includes(id)) {
          issues.push({ loc: loc("archived", id), msg: "archived keys must be among files", input: id });
        }
      }
      if (issues.length) fail(issues);
      return { archived: p.archived, files };
    }
    case "license_keys": {
      const p = input as Props<"license_keys">;
      return {
        prefix: p.prefix || null,
        expires: p.expires ?? null,
        activations: p.activations ?? null,
        limit_usage: p.limit_usage ?? null,
      };
    }
    case "meter_credit": {
      const p = input as Props<"meter_credit">;
      const meter = await getMeter({ db }, organizationId, p.meter_id);
      if (!meter) fail([{ loc: loc("meter_id"), msg: "meter not found", input: p.meter_id }]);
      if (meter?.archivedAt) fail([{ loc: loc("meter_id"), msg: "meter is archived", input: p.meter_id }]);
      return { units: p.units, rollover: p.rollover, meter_id: p.meter_id };
    }
  }
}
