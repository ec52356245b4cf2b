import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  assertPublicUrl,
  assertSavableUrl,
  isBlockedHostname,
  isPrivateAddress,
  privateAddressReason,
  publicOnlyLookup,
  type Resolver,
  UnsafeUrlError,
} from "./ssrf.js";

const resolvingTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("privateAddressReason", () => {
  it.each([
    ["127.0.0.1", "a loopback address"],
    ["127.255.255.254", "a loopback address"],
    ["10.0.0.1", "a private address"],
    ["10.255.255.255", "a private address"],
    ["172.16.0.1", "a private address"],
    ["172.31.255.255", "a private address"],
    ["192.168.1.10", "a private address"],
    ["169.254.169.254", "a link-local (cloud metadata) address"],
    ["169.254.0.1", "a link-local (cloud metadata) address"],
    ["0.0.0.0", "an unspecified address"],
    ["100.64.0.1", "a carrier-grade NAT address"],
    ["100.127.255.255", "a carrier-grade NAT address"],
    ["224.0.0.1", "a multicast address"],
    ["255.255.255.255", "a reserved address"],
    ["::1", "a loopback address"],
    ["::", "an unspecified address"],
    ["fc00::1", "a private address"],
    ["fd12:3456:789a::1", "a private address"],
    ["fe80::1", "a link-local address"],
    ["fe80::1%eth0", "a link-local address"],
    ["febf::1", "a link-local address"],
    ["ff02::1", "a multicast address"],
    ["::ffff:127.0.0.1", "a loopback address"],
    ["::ffff:7f00:1", "a loopback address"],
    ["::ffff:169.254.169.254", "a link-local (cloud metadata) address"],
    ["::ffff:a9fe:a9fe", "a link-local (cloud metadata) address"],
    ["::ffff:10.1.2.3", "a private address"],
    ["::ffff:192.168.0.1", "a private address"],
    ["0:0:0:0:0:ffff:c0a8:1", "a private address"],
    ["64:ff9b::a9fe:a9fe", "a link-local (cloud metadata) address"],
    ["2002:7f00:1::", "a loopback address"],
  ])("refuses %s as %s", (address, reason) => {
    expect(privateAddressReason(address)).toBe(reason);
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "169.253.255.255",
    "11.0.0.1",
    "192.169.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "fe00::1",
  ])("accepts the public address %s", (address) => {
    expect(privateAddressReason(address)).toBeNull();
  });
});

describe("isBlockedHostname", () => {
  it.each([
    "localhost",
    "LOCALHOST",
    "localhost.",
    "api.localhost",
    "a.b.localhost",
    "metadata.google.internal",
  ])("blocks %s", (host) => expect(isBlockedHostname(host)).toBe(true));
  it.each(["example.com", "localhost.example.com", "mylocalhost", "google.internal.example"])(
    "allows %s",
    (host) => expect(isBlockedHostname(host)).toBe(false),
  );
});

describe("assertPublicUrl", () => {
  const publicOnly = { allowPrivate: false, resolve: resolvingTo("93.184.215.14") };

  it("accepts a host that resolves only to public addresses and returns them", async () => {
    await expect(
      assertPublicUrl("https://hooks.example.com/x", {
        allowPrivate: false,
        resolve: resolvingTo("93.184.215.14", "2606:4700::1"),
      }),
    ).resolves.toEqual(["93.184.215.14", "2606:4700::1"]);
  });

  it("refuses a host with any private address among its addresses", async () => {
    await expect(
      assertPublicUrl("https://hooks.example.com/x", {
        allowPrivate: false,
        resolve: resolvingTo("93.184.215.14", "10.0.0.7"),
      }),
    ).rejects.toThrow(
      "The host hooks.example.com resolves to 10.0.0.7, a private address, which webhooks may not call",
    );
  });

  it("refuses IP literals in private ranges without resolving", async () => {
    const resolve = async () => {
      throw new Error("must not resolve an IP literal");
    };
    await expect(
      assertPublicUrl("https://169.254.169.254/latest/meta-data", { allowPrivate: false, resolve }),
    ).rejects.toThrow(
      "The host 169.254.169.254 is a link-local (cloud metadata) address, which webhooks may not call",
    );
    await expect(assertPublicUrl("https://[::1]:8443/", { allowPrivate: false, resolve })).rejects.toThrow(
      "The host ::1 is a loopback address",
    );
    await expect(
      assertPublicUrl("https://[::ffff:127.0.0.1]/", { allowPrivate: false, resolve }),
    ).rejects.toThrow("is a loopback address");
  });

  it("refuses localhost names and the metadata host name", async () => {
    await expect(assertPublicUrl("https://localhost:3000/hook", publicOnly)).rejects.toThrow(
      "The host localhost is a local or metadata name",
    );
    await expect(assertPublicUrl("https://app.localhost/hook", publicOnly)).rejects.toThrow(
      "local or metadata name",
    );
    await expect(
      assertPublicUrl("http://metadata.google.internal/computeMetadata/v1/", publicOnly),
    ).rejects.toThrow("local or metadata name");
  });

  it("refuses a host that does not resolve", async () => {
    const resolve: Resolver = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    await expect(
      assertPublicUrl("https://nowhere.invalid/", { allowPrivate: false, resolve }),
    ).rejects.toThrow("The host nowhere.invalid could not be resolved");
  });

  it("refuses schemes other than http and https even when private URLs are allowed", async () => {
    await expect(assertPublicUrl("ftp://example.com/", { allowPrivate: true })).rejects.toThrow(
      "The URL must start with https://",
    );
    await expect(assertPublicUrl("not a url", { allowPrivate: true })).rejects.toThrow(
      "The URL is not valid",
    );
  });

  it("allows anything http(s) when private URLs are allowed", async () => {
    await expect(assertPublicUrl("http://127.0.0.1:9999/hook", { allowPrivate: true })).resolves.toEqual([]);
    await expect(assertPublicUrl("http://localhost/hook", { allowPrivate: true })).resolves.toEqual([]);
  });
});

describe("assertSavableUrl", () => {
  const strict = { allowPrivate: false };

  it("accepts host names without resolving them, and public IP literals", () => {
    expect(() => assertSavableUrl("https://example.com/hook", strict)).not.toThrow();
    expect(() => assertSavableUrl("https://nowhere.invalid/hook", strict)).not.toThrow();
    expect(() => assertSavableUrl("https://93.184.215.14/hook", strict)).not.toThrow();
    expect(() => assertSavableUrl("https://[2606:4700:4700::1111]/hook", strict)).not.toThrow();
  });

  it.each([
    ["https://127.0.0.1/x", "The host 127.0.0.1 is a loopback address"],
    ["https://2130706433/x", "The host 127.0.0.1 is a loopback address"],
    ["https://0177.0.0.1/x", "The host 127.0.0.1 is a loopback address"],
    ["https://169.254.169.254/latest", "The host 169.254.169.254 is a link-local (cloud metadata) address"],
    ["https://100.100.1.1/x", "The host 100.100.1.1 is a carrier-grade NAT address"],
    ["https://[::]/x", "The host :: is an unspecified address"],
    ["https://[::ffff:10.0.0.1]/x", "The host ::ffff:a00:1 is a private address"],
    ["https://[64:ff9b::7f00:1]/x", "The host 64:ff9b::7f00:1 is a loopback address"],
    ["https://localhost/x", "The host localhost is a local or metadata name"],
    ["https://api.localhost./x", "The host api.localhost. is a local or metadata name"],
    ["https://metadata/x", "The host metadata is a local or metadata name"],
  ])("refuses %s", (url, message) => {
    expect(() => assertSavableUrl(url, strict)).toThrow(UnsafeUrlError);
    expect(() => assertSavableUrl(url, strict)).toThrow(message);
  });

  it("checks only the scheme when private URLs are allowed", () => {
    expect(() => assertSavableUrl("http://127.0.0.1:9999/hook", { allowPrivate: true })).not.toThrow();
    expect(() => assertSavableUrl("file:///etc/passwd", { allowPrivate: true })).toThrow(
      "The URL must start with https://",
    );
  });
});

describe("publicOnlyLookup", () => {
  it("makes an HTTP request to a loopback host fail before connecting", async () => {
    const server = createServer((_req, res) => res.end("reached"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const error = await new Promise<Error>((resolve, reject) => {
        const req = request({ host: "localhost", port, path: "/", lookup: publicOnlyLookup }, () =>
          reject(new Error("the request reached the server")),
        );
        req.on("error", resolve);
        req.end();
      });
      expect(error).toBeInstanceOf(UnsafeUrlError);
      expect(error.message).toBe(
        "The host localhost is a local or metadata name, which webhooks may not call",
      );
    } finally {
      server.close();
    }
  });
});
