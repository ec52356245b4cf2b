import { lookup as dnsLookup } from "node:dns";
import { isIP, type LookupFunction } from "node:net";

/**
 * SSRF protection for webhook URLs: an endpoint must not make Kassa call into its own network.
 * A URL is refused when its host is a blocked name or resolves (any of its addresses) to a
 * loopback, private, link-local (cloud metadata), unspecified, CGNAT, multicast or reserved
 * address, IPv4-mapped and NAT64 IPv6 forms included. The operator turns the check off with
 * `WEBHOOKS_ALLOW_PRIVATE=true` (local development, tests).
 *
 * When an endpoint is created or its URL changed, `assertSavableUrl` refuses what is private
 * without asking DNS (blocked names, IP literals in private ranges): a name that does not
 * resolve yet, or resolves differently later, is judged when it is called. At delivery time
 * `assertPublicUrl` resolves and checks every address before each request, and
 * `publicOnlyLookup` as the `lookup` of the HTTP request checks the address actually connected
 * to (DNS rebinding).
 */

export class UnsafeUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsafeUrlError";
  }
}

/** [first address as bytes, prefix length, what it is] */
type Range = [number[], number, string];

const V4: Range[] = [
  [[0, 0, 0, 0], 8, "an unspecified address"],
  [[10, 0, 0, 0], 8, "a private address"],
  [[100, 64, 0, 0], 10, "a carrier-grade NAT address"],
  [[127, 0, 0, 0], 8, "a loopback address"],
  [[169, 254, 0, 0], 16, "a link-local (cloud metadata) address"],
  [[172, 16, 0, 0], 12, "a private address"],
  [[192, 0, 0, 0], 24, "a reserved address"],
  [[192, 168, 0, 0], 16, "a private address"],
  [[198, 18, 0, 0], 15, "a reserved address"],
  [[224, 0, 0, 0], 4, "a multicast address"],
  [[240, 0, 0, 0], 4, "a reserved address"],
];

const V6: Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 128, "an unspecified address"],
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128, "a loopback address"],
  [[0xfc], 7, "a private address"],
  [[0xfe, 0x80], 10, "a link-local address"],
  [[0xfe, 0xc0], 10, "a site-local address"],
  [[0xff], 8, "a multicast address"],
];

function inRange(bytes: number[], [start, bits]: Range): boolean {
  for (let i = 0; i < bits; i += 8) {
    const take = Math.min(8, bits - i);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i / 8] ?? 0) & mask) !== ((start[i / 8] ?? 0) & mask)) return false;
  }
  return true;
}

function v4Bytes(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.map(Number);
}

/** The 16 bytes of an IPv6 address (zone id ignored, embedded dotted IPv4 accepted). */
function v6Bytes(address: string): number[] | null {
  let text = address.split("%")[0]!.toLowerCase();
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4Bytes(dotted[1]!);
    if (!v4) return null;
    tail.push(...v4);
    text = `${text.slice(0, -dotted[1]!.length)}0:0`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === "" ? [] : s.split(":"));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const all = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  const bytes: number[] = [];
  for (const g of all) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    const n = Number.parseInt(g, 16);
    bytes.push(n >> 8, n & 0xff);
  }
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/**
 * Why `address` (an IP literal) must not be called, or null when it is a public address.
 * IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible (`::a.b.c.d`), NAT64 (`64:ff9b::/96`) and
 * 6to4 (`2002::/16`) addresses are judged by the IPv4 address they carry.
 */
export function privateAddressReason(address: string): string | null {
  const family = isIP(address.split("%")[0]!);
  if (family === 4) {
    const bytes = v4Bytes(address)!;
    return V4.find((r) => inRange(bytes, r))?.[2] ?? null;
  }
  if (family !== 6) return "not an IP address";
  const bytes = v6Bytes(address);
  if (!bytes) return "not an IP address";
  const own = V6.find((r) => inRange(bytes, r));
  if (own) return own[2];
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  let embedded: number[] | null = null;
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) embedded = bytes.slice(12);
  else if (zeros(0, 12)) embedded = bytes.slice(12);
  else if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) {
    embedded = bytes.slice(12);
  } else if (bytes[0] === 0x20 && bytes[1] === 0x02) embedded = bytes.slice(2, 6);
  if (!embedded) return null;
  return V4.find((r) => inRange(embedded, r))?.[2] ?? null;
}

/** True for any address `privateAddressReason` refuses. */
export function isPrivateAddress(address: string): boolean {
  return privateAddressReason(address) !== null;
}

/** Host names refused whatever they resolve to. */
export function isBlockedHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.+$/, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "metadata.google.internal" ||
    host === "metadata.goog" ||
    host === "metadata"
  );
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );

function parseHttpUrl(url: string | URL): URL {
  let parsed: URL;
  try {
    parsed = typeof url === "string" ? new URL(url) : url;
  } catch {
    throw new UnsafeUrlError("The URL is not valid");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new UnsafeUrlError("The URL must start with https://");
  }
  return parsed;
}

/** The URL's host without IPv6 brackets; throws when it is a blocked name or a private IP literal. */
function assertHostNotLiterallyPrivate(parsed: URL): string {
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  if (isBlockedHostname(host)) {
    throw new UnsafeUrlError(`The host ${host} is a local or metadata name, which webhooks may not call`);
  }
  if (isIP(host)) {
    const reason = privateAddressReason(host);
    if (reason) throw new UnsafeUrlError(`The host ${host} is ${reason}, which webhooks may not call`);
  }
  return host;
}

/**
 * The check made when a URL is saved: throws `UnsafeUrlError` unless `url` is an http(s) URL
 * whose host is neither a local/metadata name nor an IP literal in a refused range (IPv4-mapped
 * and NAT64 forms included; the URL parser has already turned decimal, octal and hex IPv4 forms
 * into dotted quads). DNS is not asked: a host name is resolved and checked at delivery time.
 * With `allowPrivate` only the scheme is checked.
 */
export function assertSavableUrl(url: string | URL, opts: { allowPrivate: boolean }): void {
  const parsed = parseHttpUrl(url);
  if (!opts.allowPrivate) assertHostNotLiterallyPrivate(parsed);
}

/**
 * Throws `UnsafeUrlError` (its message fit for the seller) unless `url` is an http(s) URL
 * whose host resolves only to public addresses. With `allowPrivate` only the scheme is checked.
 * Returns the addresses the host resolved to (empty when `allowPrivate`).
 */
export async function assertPublicUrl(
  url: string | URL,
  opts: { allowPrivate: boolean; resolve?: Resolver },
): Promise<string[]> {
  const parsed = parseHttpUrl(url);
  if (opts.allowPrivate) return [];
  const host = assertHostNotLiterallyPrivate(parsed);
  if (isIP(host)) return [host];
  let addresses: { address: string }[];
  try {
    addresses = await (opts.resolve ?? systemResolver)(host);
  } catch {
    throw new UnsafeUrlError(`The host ${host} could not be resolved`);
  }
  if (addresses.length === 0) throw new UnsafeUrlError(`The host ${host} could not be resolved`);
  for (const { address } of addresses) {
    const reason = privateAddressReason(address);
    if (reason) {
      throw new UnsafeUrlError(
        `The host ${host} resolves to ${address}, ${reason}, which webhooks may not call`,
      );
    }
  }
  return addresses.map((a) => a.address);
}

/**
 * A `lookup` for `http.request`/`https.request` (or an undici Agent's `connect.lookup`) that
 * resolves like `dns.lookup` and fails with `UnsafeUrlError` when any resolved address is
 * private, so the address connected to is the address checked (no DNS rebinding window).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  if (isBlockedHostname(hostname)) {
    callback(
      new UnsafeUrlError(`The host ${hostname} is a local or metadata name, which webhooks may not call`),
      "",
      4,
    );
    return;
  }
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 4);
    const list = addresses as unknown as { address: string; family: number }[];
    const bad = list.find((a) => isPrivateAddress(a.address));
    if (bad) {
      const reason = privateAddressReason(bad.address);
      return callback(
        new UnsafeUrlError(
          `The host ${hostname} resolves to ${bad.address}, ${reason}, which webhooks may not call`,
        ),
        "",
        4,
      );
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
    const first = list[0];
    if (!first) return callback(new UnsafeUrlError(`The host ${hostname} could not be resolved`), "", 4);
    callback(null, first.address, first.family);
  });
};
