import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, uniqueEmail } from "../test/auth-helpers.js";
import type { TestClient } from "../test/client.js";
import { createTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
let owner: TestClient;
let member: Awaited<ReturnType<typeof createVerifiedUser>>;
let orgId: string;
let defaultTeamId: string;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createVerifiedUser(t)).client;
  member = await createVerifiedUser(t);
  const org = await owner.post("/api/auth/organization/create", {
    name: "Teamco",
    slug: `teamco-${Date.now()}`,
  });
  expect(org.status).toBe(200);
  orgId = org.body.id;
  // Membership itself is covered in organizations.test.ts; add the member server-side.
  await t.ctx.auth.api.addMember({ body: { userId: member.userId, organizationId: orgId, role: "member" } });
});
afterAll(() => t.close());

const teamsOf = async (c: TestClient) =>
  (await c.get("/api/auth/organization/list-teams", { query: { organizationId: orgId } })).body as {
    id: string;
    name: string;
  }[];

describe("teams inside an organization", () => {
  it("starts every organization with a default team named after it, holding the creator", async () => {
    const teams = await teamsOf(owner);
    expect(teams).toHaveLength(1);
    expect(teams[0]!.name).toBe("Teamco");
    defaultTeamId = teams[0]!.id;
    const members = await owner.get("/api/auth/organization/list-team-members", {
      query: { teamId: defaultTeamId },
    });
    expect(members.status).toBe(200);
    expect(members.body).toHaveLength(1);
  });

  it("creates and lists teams", async () => {
    const res = await owner.post("/api/auth/organization/create-team", {
      name: "Billing",
      organizationId: orgId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: "Billing", organizationId: orgId });
    teamId = res.body.id;
    expect((await teamsOf(owner)).map((x) => x.name).sort()).toEqual(["Billing", "Teamco"]);
    // Members of the organization can see its teams.
    expect((await teamsOf(member.client)).map((x) => x.id)).toContain(teamId);
  });

  it("adds an organization member to a team and removes them again", async () => {
    const added = await owner.post("/api/auth/organization/add-team-member", {
      teamId,
      userId: member.userId,
      organizationId: orgId,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ teamId, userId: member.userId });
    // Only a team's own members may list it, even the organization's owner may not (better-auth's rule).
    const byOwner = await owner.get("/api/auth/organization/list-team-members", { query: { teamId } });
    expect(byOwner.status).toBe(400);
    expect(byOwner.body.code).toBe("USER_IS_NOT_A_MEMBER_OF_THE_TEAM");
    let list = await member.client.get("/api/auth/organization/list-team-members", { query: { teamId } });
    expect(list.status).toBe(200);
    expect(list.body.map((m: { userId: string }) => m.userId)).toEqual([member.userId]);
    const mine = await member.client.get("/api/auth/organization/list-user-teams");
    expect(mine.body.map((x: { id: string }) => x.id)).toContain(teamId);

    const removed = await owner.post("/api/auth/organization/remove-team-member", {
      teamId,
      userId: member.userId,
      organizationId: orgId,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    list = await member.client.get("/api/auth/organization/list-team-members", { query: { teamId } });
    expect(list.status).toBe(400);
    expect(list.body.code).toBe("USER_IS_NOT_A_MEMBER_OF_THE_TEAM");
    const mineAfter = await member.client.get("/api/auth/organization/list-user-teams");
    expect(mineAfter.body.map((x: { id: string }) => x.id)).not.toContain(teamId);
  });

  it("refuses to add someone outside the organization to a team", async () => {
    const auth = await t.ctx.auth.$context;
    const outsider = await auth.internalAdapter.createUser(
      { email: uniqueEmail("outsider"), name: "O" },
      { method: "admin" },
    );
    const res = await owner.post("/api/auth/organization/add-team-member", {
      teamId,
      userId: outsider.id,
      organizationId: orgId,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION");
  });

  it("forbids a plain member to create or remove teams", async () => {
    const create = await member.client.post("/api/auth/organization/create-team", {
      name: "Rogue",
      organizationId: orgId,
    });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe("YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION");
    const remove = await member.client.post("/api/auth/organization/remove-team", {
      teamId,
      organizationId: orgId,
    });
    expect(remove.status).toBe(403);
    expect(remove.body.code).toBe("YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION");
  });

  it("removes a team but never the last one (allowRemovingAllTeams: false)", async () => {
    const removed = await owner.post("/api/auth/organization/remove-team", { teamId, organizationId: orgId });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await teamsOf(owner)).map((x) => x.id)).toEqual([defaultTeamId]);

    const last = await owner.post("/api/auth/organization/remove-team", {
      teamId: defaultTeamId,
      organizationId: orgId,
    });
    expect(last.status).toBe(400);
    expect(last.body.code).toBe("UNABLE_TO_REMOVE_LAST_TEAM");
    expect(await teamsOf(owner)).toHaveLength(1);
  });
});
