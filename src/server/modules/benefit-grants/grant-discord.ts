import { permanentFailure, transientFailure } from "./errors.js";
import { integrationToken } from "./integrations.js";
import { type ApiResponse, apiMessage, callApi } from "./remote-api.js";
import type { GrantStrategy, GrantSubject } from "./strategy.js";

/** The customer metadata key holding the customer's Discord user id. */
export const DISCORD_USER_KEY = "discord_user_id";
const SNOWFLAKE = /^\d{15,21}$/;

interface DiscordProperties {
  guild_id: string;
  role_id: string;
  kick_member: boolean;
}

async function tokenOf(s: GrantSubject): Promise<string> {
  const token = await integrationToken(s.ctx, s.grant.organizationId, "discord");
  if (!token) {
    throw permanentFailure(
      "missing_credentials",
      "No Discord bot token is configured for this organization: set one with PUT /v1/benefit-integrations/discord, then retry the grant.",
    );
  }
  return token;
}

function request(s: GrantSubject, token: string, method: string, path: string) {
  return callApi("discord", `${s.ctx.config.integrations.discordApiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bot ${token}`,
      // Discord asks bots to name themselves as `DiscordBot (url, version)`.
      "user-agent": `DiscordBot (${s.ctx.config.baseUrl}, 1.0)`,
      "x-audit-log-reason": "Kassa benefit grant",
    },
  });
}

/** Discord's answer as a failure: 429 and 5xx are transient; the rest (unknown member, missing permissions) permanent. */
function failure(res: ApiResponse, what: string): Error {
  const code = (res.body as { code?: unknown } | null)?.code;
  let detail = `${what}: Discord answered ${res.status} (${apiMessage(res.body)})`;
  if (code === 10007) detail += ". The customer must join the server first, then retry the grant.";
  if (res.status === 429 || res.status >= 500) return transientFailure("discord_unavailable", detail);
  return permanentFailure("discord_refused", detail);
}

/**
 * discord: gives the customer the benefit's role in the server, and takes it away on revoke (or
 * removes them from the server when `kick_member`). The customer must already be a member of the
 * server; their Discord user id is their customer metadata `discord_user_id`. The token is the
 * organization's Discord integration: a bot in the server with the Manage Roles permission.
 */
export const discordStrategy: GrantStrategy = {
  async grantRemote(s) {
    const p = s.benefit.properties as unknown as DiscordProperties;
    const userId = s.customer.metadata[DISCORD_USER_KEY];
    const id = typeof userId === "number" ? String(userId) : userId;
    if (typeof id !== "string" || !SNOWFLAKE.test(id)) {
      throw permanentFailure(
        "missing_account",
        userId === undefined
          ? `The customer has no Discord account: set the customer's metadata "${DISCORD_USER_KEY}" to their Discord user id, then retry the grant.`
          : `The customer's metadata "${DISCORD_USER_KEY}" is not a Discord user id: fix it, then retry the grant.`,
      );
    }
    const token = await tokenOf(s);
    const res = await request(s, token, "PUT", `/guilds/${p.guild_id}/members/${id}/roles/${p.role_id}`);
    if (res.status !== 204 && res.status !== 200) throw failure(res, `Giving role ${p.role_id} to ${id}`);
    return { account_id: id, granted_account_id: id, guild_id: p.guild_id, role_id: p.role_id };
  },

  async revokeRemote(s) {
    const id = (s.grant.properties as { granted_account_id?: string }).granted_account_id;
    if (!id) return; // never given: nothing to take back
    // The server and role the customer was given, even if the benefit was changed since.
    const p = {
      ...(s.benefit.properties as unknown as DiscordProperties),
      ...s.grant.properties,
    } as DiscordProperties;
    const token = await tokenOf(s);
    const path = p.kick_member
      ? `/guilds/${p.guild_id}/members/${id}`
      : `/guilds/${p.guild_id}/members/${id}/roles/${p.role_id}`;
    const res = await request(s, token, "DELETE", path);
    if (res.status !== 204 && res.status !== 200 && res.status !== 404) {
      throw failure(
        res,
        p.kick_member ? `Removing ${id} from the server` : `Taking role ${p.role_id} from ${id}`,
      );
    }
  },
};
