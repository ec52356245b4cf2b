import { type StandIn, startStandIn } from "./integration-api.js";

export interface DiscordStandIn extends StandIn {
  /** The members of the guild and their role ids. */
  members: Map<string, Set<string>>;
}

/**
 * A stand-in for the Discord REST API calls Kassa makes (test-only): add and remove a member's
 * role, remove a member. One guild with the given members and roles, one bot token; errors
 * answer like Discord (`{message, code}`: 10004 Unknown Guild, 10007 Unknown Member, 10011
 * Unknown Role, 401 without the token).
 */
export async function startDiscordStandIn(opts: {
  token: string;
  guildId: string;
  roles: string[];
  members: string[];
}): Promise<DiscordStandIn> {
  const members = new Map(opts.members.map((m) => [m, new Set<string>()]));
  const unknown = (message: string, code: number) => ({ status: 404, body: { message, code } });
  const standIn = await startStandIn((call) => {
    if (call.headers.authorization !== `Bot ${opts.token}`) {
      return { status: 401, body: { message: "401: Unauthorized", code: 0 } };
    }
    const match = /^(?:\/api\/v\d+)?\/guilds\/([^/]+)\/members\/([^/]+)(?:\/roles\/([^/]+))?$/.exec(
      call.path,
    );
    if (!match) return unknown("404: Not Found", 0);
    const [, guild, user, role] = match;
    if (guild !== opts.guildId) return unknown("Unknown Guild", 10004);
    const roles = members.get(user!);
    if (!roles) return unknown("Unknown Member", 10007);
    if (role !== undefined && !opts.roles.includes(role)) return unknown("Unknown Role", 10011);
    if (call.method === "PUT" && role) {
      roles.add(role);
      return { status: 204 };
    }
    if (call.method === "DELETE" && role) {
      roles.delete(role);
      return { status: 204 };
    }
    if (call.method === "DELETE") {
      members.delete(user!);
      return { status: 204 };
    }
    return unknown("404: Not Found", 0);
  });
  return { ...standIn, members };
}
