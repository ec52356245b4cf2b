import { type StandIn, startStandIn } from "./integration-api.js";

export interface GitHubStandIn extends StandIn {
  /** Collaborators (accepted or invited) by `owner/repo`, with their permission. */
  collaborators: Map<string, Map<string, string>>;
  /** Open invitations by id. */
  invitations: Map<number, { repo: string; login: string }>;
}

/**
 * A stand-in for the GitHub REST API calls Kassa makes (test-only): add a collaborator (201 with
 * an invitation, 204 when already one), remove a collaborator, withdraw an invitation. It knows
 * the given repositories and users and accepts one token; anything else answers like GitHub
 * (401 Bad credentials, 404 Not Found).
 */
export async function startGitHubStandIn(opts: {
  token: string;
  repositories: string[];
  users: string[];
}): Promise<GitHubStandIn> {
  const collaborators = new Map<string, Map<string, string>>(opts.repositories.map((r) => [r, new Map()]));
  const invitations = new Map<number, { repo: string; login: string }>();
  let nextInvitation = 1000;
  const notFound = {
    status: 404,
    body: { message: "Not Found", documentation_url: "https://docs.github.com" },
  };
  const standIn = await startStandIn((call) => {
    if (call.headers.authorization !== `Bearer ${opts.token}`) {
      return { status: 401, body: { message: "Bad credentials" } };
    }
    const path = decodeURIComponent(call.path);
    const collaborator = /^\/repos\/([^/]+)\/([^/]+)\/collaborators\/([^/]+)$/.exec(path);
    const invitation = /^\/repos\/([^/]+)\/([^/]+)\/invitations\/(\d+)$/.exec(path);
    if (collaborator) {
      const repo = `${collaborator[1]}/${collaborator[2]}`;
      const login = collaborator[3]!;
      const members = collaborators.get(repo);
      if (!members) return notFound;
      if (call.method === "PUT") {
        if (!opts.users.includes(login)) return notFound;
        const permission = String((call.body as { permission?: string } | null)?.permission ?? "push");
        const already = members.has(login);
        members.set(login, permission);
        if (already) return { status: 204 };
        const id = nextInvitation++;
        invitations.set(id, { repo, login });
        return { status: 201, body: { id, invitee: { login }, permissions: permission } };
      }
      if (call.method === "DELETE") {
        members.delete(login);
        return { status: 204 };
      }
    }
    if (invitation && call.method === "DELETE") {
      const id = Number(invitation[3]);
      if (!invitations.delete(id)) return notFound;
      return { status: 204 };
    }
    return notFound;
  });
  return { ...standIn, collaborators, invitations };
}
