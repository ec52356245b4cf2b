import { describe, expect, it } from "vitest";
import type { Benefit } from "../../../api/v1";
import { fromBenefit, toPayload } from "./draft";

const discord: Benefit = {
  id: "b1",
  created_at: "2026-01-01T00:00:00Z",
  modified_at: null,
  type: "discord",
  description: "Discord role",
  selectable: true,
  deletable: true,
  is_deleted: false,
  organization_id: "o1",
  metadata: {},
  properties: {
    guild_id: "123456789012345678",
    role_id: "223456789012345678",
    kick_member: false,
    guild_token: "123456789012345678",
  },
};

describe("benefit draft", () => {
  it("sends an edited Discord benefit's guild_token back, as the update requires (Polar too)", () => {
    const d = fromBenefit(discord, []);
    d.roleId = "323456789012345678";
    const { body, errors } = toPayload(d);
    expect(errors).toEqual({});
    expect(body).toEqual({
      type: "discord",
      description: "Discord role",
      visibility: "public",
      properties: { guild_token: "123456789012345678", role_id: "323456789012345678", kick_member: false },
    });
  });

  it("asks for a guild token when there is none", () => {
    const d = fromBenefit(discord, []);
    d.guildToken = " ";
    expect(toPayload(d).errors["properties.guild_token"]).toBe("Required");
  });
});
