import { permanentFailure, transientFailure } from "./errors.js";
import { integrationToken } from "./integrations.js";
import { type ApiResponse, apiMessage, callApi } from "./remote-api.js";
import type { GrantStrategy, GrantSubject } from "./strategy.js";

/** The customer metadata key holding the customer's GitHub username. */
export const GITHUB_USERNAME_KEY = "github_username";
const USERNAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

interface GitHubProperties {
  repository_owner: string;
  repository_name: string;
  permission: "pull" | "triage" | "push" | "maintain" | "admin";
}

async function tokenOf(s: GrantSubject): Promise<string> {
  const token = await integrationToken(s.ctx, s.grant.organizationId, "github");
  if (!token) {
    throw permanentFailure(
      "missing_credentials",
      "No GitHub token is configured for this organization: set one with PUT /v1/benefit-integrations/github, then retry the grant.",
    );
  }
  return token;
}

function request(s: GrantSubject, token: string, method: string, path: string, body?: unknown) {
  return callApi("github", `${s.ctx.config.integrations.githubApiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/vnd.github+json",
      "x-github-api-version": "2022-11-28",
      "user-agent": "Kassa",
    },
    ...(body !== undefined ? { body } : {}),
  });
}

/** GitHub's answer as a failure: rate limits and server errors are transient, refusals permanent. */
function failure(res: ApiResponse, what: string): Error {
  const detail = `${what}: GitHub answered ${res.status} (${apiMessage(res.body)})`;
  const rateLimited =
    res.status === 429 || (res.status === 403 && res.headers.get("x-ratelimit-remaining") === "0");
  if (rateLimited || res.status >= 500) return transientFailure("github_unavailable", detail);
  return permanentFailure("github_refused", detail);
}

const repoPath = (p: GitHubProperties) =>
  `/repos/${encodeURIComponent(p.repository_owner)}/${encodeURIComponent(p.repository_name)}`;

/**
 * github_repository: adds the customer as a collaborator of the repository with the benefit's
 * permission (GitHub sends them an invitation), and removes them (and a pending invitation) on
 * revoke. The customer's GitHub username is their customer metadata `github_username`; the token
 * is the organization's GitHub integration.
 */
export const githubStrategy: GrantStrategy = {
  async grantRemote(s) {
    const p = s.benefit.properties as unknown as GitHubProperties;
    const username = s.customer.metadata[GITHUB_USERNAME_KEY];
    if (typeof username !== "string" || !USERNAME.test(username)) {
      throw permanentFailure(
        "missing_account",
        username === undefined
          ? `The customer has no GitHub username: set the customer's metadata "${GITHUB_USERNAME_KEY}", then retry the grant.`
          : `The customer's metadata "${GITHUB_USERNAME_KEY}" is not a GitHub username: fix it, then retry the grant.`,
      );
    }
    const token = await tokenOf(s);
    const res = await request(
      s,
      token,
      "PUT",
      `${repoPath(p)}/collaborators/${encodeURIComponent(username)}`,
      {
        permission: p.permission,
      },
    );
    if (res.status !== 201 && res.status !== 204)
      throw failure(res, `Adding ${username} to ${p.repository_owner}/${p.repository_name}`);
    const invitation = res.status === 201 ? (res.body as { id?: unknown } | null)?.id : undefined;
    return {
      account_id: username,
      granted_account_id: username,
      repository_owner: p.repository_owner,
      repository_name: p.repository_name,
      permission: p.permission,
      ...(typeof invitation === "number" ? { invitation_id: invitation } : {}),
    };
  },

  async revokeRemote(s) {
    const granted = s.grant.properties as { granted_account_id?: string; invitation_id?: number };
    const username = granted.granted_account_id;
    if (!username) return; // never added: nothing to remove
    // The repository the customer was added to, even if the benefit was changed since.
    const p = {
      ...(s.benefit.properties as unknown as GitHubProperties),
      ...s.grant.properties,
    } as GitHubProperties;
    const token = await tokenOf(s);
    if (granted.invitation_id !== undefined) {
      const res = await request(s, token, "DELETE", `${repoPath(p)}/invitations/${granted.invitation_id}`);
      if (res.status !== 204 && res.status !== 404)
        throw failure(res, `Withdrawing the invitation of ${username}`);
    }
    const res = await request(
      s,
      token,
      "DELETE",
      `${repoPath(p)}/collaborators/${encodeURIComponent(username)}`,
    );
    if (res.status !== 204 && res.status !== 404)
      throw failure(res, `Removing ${username} from ${p.repository_owner}/${p.repository_name}`);
  },
};
