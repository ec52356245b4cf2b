import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benefitIntegration } from "../../db/schema/benefit-integrations.js";
import { customer } from "../../db/schema/customers.js";
import { job } from "../../db/schema/jobs.js";
import { manualClock } from "../../lib/clock.js";
import {
  apiPut,
  eventsOf,
  grantsOf,
  insertCustomer,
  makeBenefit,
  makeProduct,
  purchase,
  revokeOrder,
} from "../../test/fixtures/benefit-grants.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type GitHubStandIn, startGitHubStandIn } from "../../test/standins/github.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { runGrant, runRevoke } from "./run.js";

const TOKEN = "github_pat_kassa_test_0123456789";
let gh: GitHubStandIn;
let t: TestApp;
let seller: Seller;
const clock = manualClock(new Date("2026-02-01T09:00:00.000Z"));
beforeAll(async () => {
  gh = await startGitHubStandIn({
    token: TOKEN,
    repositories: ["acme/private"],
    users: ["octocat", "hubot"],
  });
  t = await createTestApp({ clock, env: { GITHUB_API_URL: gh.url } });
  seller = await createSeller(t, "Repo Seller");
});
afterAll(async () => {
  await t.close();
  await gh.close();
});

async function repoProduct(repo = "private") {
  const benefit = await makeBenefit(seller, "github_repository", {
    repository_owner: "acme",
    repository_name: repo,
    permission: "pull",
  });
  return makeProduct(seller, [benefit.id]);
}

const grantJobs = () => t.ctx.db.select().from(job).where(eq(job.name, "benefit-grants.grant"));

describe("/v1/benefit-integrations/{provider}", () => {
  it("stores the token encrypted, shows only its last characters, and removes it", async () => {
    const other = await createSeller(t, "Integration Other");
    const put = await apiPut(t, other, "/v1/benefit-integrations/github", { token: "ghp_secretvalue9876" });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ provider: "github", token_hint: "…9876", modified_at: null });
    const [row] = await t.ctx.db
      .select()
      .from(benefitIntegration)
      .where(eq(benefitIntegration.organizationId, other.organizationId));
    expect(row!.tokenCiphertext).not.toContain("secretvalue");
    const list = await other.api.get("/v1/benefit-integrations/");
    expect(list.body.items.map((i: { provider: string }) => i.provider)).toEqual(["github"]);
    expect(JSON.stringify(list.body)).not.toContain("secretvalue");
    expect((await seller.api.get("/v1/benefit-integrations/")).body.items).toEqual([]);
    expect((await other.api.delete("/v1/benefit-integrations/github")).status).toBe(204);
    expect((await other.api.delete("/v1/benefit-integrations/github")).status).toBe(404);
    const bad = await apiPut(t, other, "/v1/benefit-integrations/gitlab", { token: "x" });
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["path.provider"]);
  });
});

describe("github_repository grants", () => {
  it("records what is missing on the grant, then grants on retry once the seller fixed it", async () => {
    const productId = await repoProduct();
    const buyer = await insertCustomer(t, seller.organizationId, { email: "dev@example.com" });
    const order = await purchase(t, seller, productId, buyer.id);
    await t.runJobs();
    let [grant] = await grantsOf(t, order.id);
    expect(grant!.grantedAt).toBeNull();
    expect(grant!.error).toEqual({
      type: "missing_account",
      message: expect.stringContaining('set the customer\'s metadata "github_username"'),
      timestamp: clock.now().toISOString(),
    });
    expect(gh.calls.length).toBe(0);
    const updated = (await eventsOf(t, seller.organizationId, "benefit_grant.updated")).filter(
      (e) => e.data.id === grant!.id,
    );
    expect(updated.map((e) => e.data.error?.type)).toEqual(["missing_account"]);
    // A permanent failure ends the job: it is not retried.
    expect((await grantJobs()).filter((j) => j.payload.grantId === grant!.id).map((j) => j.status)).toEqual([
      "succeeded",
    ]);

    await t.ctx.db
      .update(customer)
      .set({ metadata: { github_username: "octocat" } })
      .where(eq(customer.id, buyer.id));
    const retry = await seller.api.post(`/v1/benefit-grants/${grant!.id}/retry`);
    expect(retry.status).toBe(202);
    await t.runJobs();
    [grant] = await grantsOf(t, order.id);
    expect(grant!.error?.type).toBe("missing_credentials");
    expect(grant!.error?.message).toContain("PUT /v1/benefit-integrations/github");

    await apiPut(t, seller, "/v1/benefit-integrations/github", { token: TOKEN });
    await seller.api.post(`/v1/benefit-grants/${grant!.id}/retry`);
    await t.runJobs();
    [grant] = await grantsOf(t, order.id);
    expect(grant!.grantedAt).not.toBeNull();
    expect(grant!.error).toBeNull();
    expect(grant!.properties).toMatchObject({
      account_id: "octocat",
      granted_account_id: "octocat",
      repository_owner: "acme",
      repository_name: "private",
      permission: "pull",
    });
    const put = gh.calls.at(-1)!;
    expect(put).toMatchObject({
      method: "PUT",
      path: "/repos/acme/private/collaborators/octocat",
      body: { permission: "pull" },
    });
    expect(put.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(gh.collaborators.get("acme/private")?.get("octocat")).toBe("pull");
    const mail = await t.lastEmail("dev@example.com", "benefit-grant");
    expect(mail.text).toContain("Your GitHub account octocat now has pull access to acme/private.");

    await revokeOrder(t, seller.organizationId, order.id);
    await t.runJobs();
    expect(gh.calls.slice(-2).map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /repos/acme/private/invitations/${grant!.properties.invitation_id}`,
      "DELETE /repos/acme/private/collaborators/octocat",
    ]);
    expect(gh.collaborators.get("acme/private")?.has("octocat")).toBe(false);
    [grant] = await grantsOf(t, order.id);
    expect(grant!.revokedAt).not.toBeNull();
  });

  it("retries a GitHub outage through the job runner and records it meanwhile", async () => {
    const productId = await repoProduct();
    const buyer = await insertCustomer(t, seller.organizationId, { metadata: { github_username: "hubot" } });
    const order = await purchase(t, seller, productId, buyer.id);
    gh.failNext({ status: 502, body: { message: "Server Error" } });
    await t.runJobs();
    let [grant] = await grantsOf(t, order.id);
    expect(grant!.grantedAt).toBeNull();
    expect(grant!.error).toMatchObject({ type: "github_unavailable" });
    expect(grant!.error!.message).toContain("GitHub answered 502 (Server Error)");
    const [queued] = (await grantJobs()).filter((j) => j.payload.grantId === grant!.id);
    expect(queued!.status).toBe("queued");

    clock.advance(10_000);
    await t.runJobs();
    [grant] = await grantsOf(t, order.id);
    expect(grant!.grantedAt).not.toBeNull();
    expect(grant!.error).toBeNull();
  });

  it("records GitHub's refusal (unknown repository) as a permanent error", async () => {
    const productId = await repoProduct("missing-repo");
    const buyer = await insertCustomer(t, seller.organizationId, {
      metadata: { github_username: "octocat" },
    });
    const order = await purchase(t, seller, productId, buyer.id);
    await t.runJobs();
    const [grant] = await grantsOf(t, order.id);
    expect(grant!.grantedAt).toBeNull();
    expect(grant!.error).toMatchObject({ type: "github_refused" });
    expect(grant!.error!.message).toContain("GitHub answered 404 (Not Found)");
    expect((await grantJobs()).filter((j) => j.payload.grantId === grant!.id).map((j) => j.status)).toEqual([
      "succeeded",
    ]);
    const bad = await insertCustomer(t, seller.organizationId, {
      metadata: { github_username: "not a name!" },
    });
    const order2 = await purchase(t, seller, productId, bad.id);
    await t.runJobs();
    expect((await grantsOf(t, order2.id))[0]!.error?.message).toContain("is not a GitHub username");
  });
});

describe("a revocation that arrives while GitHub is being called", () => {
  it("is applied after the call: the collaborator added meanwhile is removed again", async () => {
    const productId = await repoProduct();
    const buyer = await insertCustomer(t, seller.organizationId, { metadata: { github_username: "hubot" } });
    const order = await purchase(t, seller, productId, buyer.id);
    const [pending] = await grantsOf(t, order.id);
    gh.collaborators.get("acme/private")!.delete("hubot");
    // While the PUT is in flight, the order is refunded and its revoke job runs to the end.
    gh.beforeNext(async () => {
      await revokeOrder(t, seller.organizationId, order.id);
      await runRevoke(t.ctx, pending!.id);
    });
    await runGrant(t.ctx, pending!.id);
    expect(gh.collaborators.get("acme/private")?.has("hubot")).toBe(true);
    await t.runJobs();
    expect(gh.calls.at(-1)).toMatchObject({
      method: "DELETE",
      path: "/repos/acme/private/collaborators/hubot",
    });
    expect(gh.collaborators.get("acme/private")?.has("hubot")).toBe(false);
    const [grant] = await grantsOf(t, order.id);
    expect(grant).toMatchObject({ target: "revoked", grantedAt: null });
    expect(grant!.revokedAt).not.toBeNull();
    const events = (await eventsOf(t, seller.organizationId, "benefit_grant.%")).filter(
      (e) => e.data.id === grant!.id,
    );
    expect(events.map((e) => e.type)).toEqual(["benefit_grant.revoked"]);
  });
});
