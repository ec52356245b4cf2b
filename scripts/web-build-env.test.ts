import { describe, expect, it } from "vitest";
import { webBuildEnv } from "./web-build-env.mjs";

describe("the web build's environment", () => {
  it("is production even when the shell says NODE_ENV=development", () => {
    expect(webBuildEnv({ NODE_ENV: "development", PATH: "/bin" })).toEqual({
      NODE_ENV: "production",
      PATH: "/bin",
    });
  });

  it("is production when NODE_ENV is unset", () => {
    expect(webBuildEnv({}).NODE_ENV).toBe("production");
  });
});
