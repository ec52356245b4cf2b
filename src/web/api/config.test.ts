import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPublicConfig, resetPublicConfig } from "./config";

const config = {
  app_name: "Kassa",
  base_url: "http://x",
  social_providers: ["github"],
  email_transport: "outbox",
};
const ok = () => new Response(JSON.stringify(config), { status: 200 });
const fail = () => new Response("no", { status: 503 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetPublicConfig();
});

describe("the public configuration", () => {
  it("is fetched once and kept for every caller", async () => {
    const fetch = vi.fn(async () => ok());
    vi.stubGlobal("fetch", fetch);
    const [a, b] = await Promise.all([loadPublicConfig(), loadPublicConfig()]);
    expect(a).toEqual(config);
    expect(await loadPublicConfig()).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/config");
  });

  it("is tried a second time when the first answer is an error", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(fail()).mockResolvedValueOnce(ok());
    vi.stubGlobal("fetch", fetch);
    expect(await loadPublicConfig()).toEqual(config);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reports a failure with the status and lets the next caller try again", async () => {
    const fetch = vi.fn(async () => fail());
    vi.stubGlobal("fetch", fetch);
    await expect(loadPublicConfig()).rejects.toThrow("Could not load configuration (503)");
    expect(fetch).toHaveBeenCalledTimes(2);
    fetch.mockImplementation(async () => ok());
    expect(await loadPublicConfig()).toEqual(config);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
