/**
 * The demo's year of history as a pure, deterministic plan: who arrives when, from where, buying
 * what. Everything is drawn from seeded generators (never Math.random), so the same day gives the
 * same history on every database; history-run.ts plays it through the modules' services.
 */

export const DEMO_HISTORY_DAYS = 365;
export const DAY_MS = 86_400_000;

/** Deterministic generator (mulberry32) seeded by a string (FNV-1a): the same name, the same draws. */
export function rngFor(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items` drawn with the given weights. */
export function pick<T>(rng: () => number, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = rng() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1]![0];
}

export type DemoProductKey =
  | "starter-kit"
  | "pro-monthly"
  | "pro-yearly"
  | "tip-jar"
  | "community-edition"
  | "api-usage";

/** What EU buyers pay, in euros (ad-hoc prices on their checkout, as a seller's regional pricing would). */
export const EUR_PRICES: Partial<Record<DemoProductKey, number>> = {
  "starter-kit": 4500,
  "pro-monthly": 1700,
  "pro-yearly": 17000,
};

const PRODUCTS = [
  ["starter-kit", 24],
  ["pro-monthly", 30],
  ["pro-yearly", 11],
  ["tip-jar", 10],
  ["community-edition", 12],
  ["api-usage", 13],
] as const;

/** Billing countries (with a state where the address needs one) and how often buyers come from each. */
type Place = { country: string; state?: string; city?: string; postal_code?: string };
const COUNTRIES: readonly (readonly [Place, number])[] = [
  [{ country: "US", state: "US-CA", city: "San Francisco", postal_code: "94103" }, 22],
  [{ country: "US", state: "US-NY", city: "New York", postal_code: "10001" }, 12],
  [{ country: "US", state: "US-TX", city: "Austin", postal_code: "78701" }, 8],
  [{ country: "GB" }, 10],
  [{ country: "CA", state: "CA-ON", city: "Toronto", postal_code: "M5V 2T6" }, 7],
  [{ country: "DE" }, 13],
  [{ country: "FR" }, 9],
  [{ country: "NL" }, 6],
  [{ country: "ES" }, 5],
  [{ country: "AU" }, 4],
  [{ country: "JP" }, 4],
];
const EURO_COUNTRIES = new Set(["DE", "FR", "NL", "ES"]);

const FIRST = [
  "Ada",
  "Alan",
  "Grace",
  "Linus",
  "Margaret",
  "Dennis",
  "Barbara",
  "Ken",
  "Frances",
  "Edsger",
  "Radia",
  "Tim",
  "Katherine",
  "Guido",
  "Hedy",
  "John",
  "Sophie",
  "Yukihiro",
  "Anita",
  "Bjarne",
  "Lena",
  "Mateo",
  "Chloe",
  "Noah",
  "Mila",
  "Lucas",
  "Emma",
  "Jonas",
  "Aiko",
  "Ravi",
] as const;
const LAST = [
  "Lovelace",
  "Turing",
  "Hopper",
  "Torvalds",
  "Hamilton",
  "Ritchie",
  "Liskov",
  "Thompson",
  "Allen",
  "Dijkstra",
  "Perlman",
  "Berners",
  "Johnson",
  "Rossum",
  "Lamarr",
  "McCarthy",
  "Wilson",
  "Matsumoto",
  "Borg",
  "Stroustrup",
  "Schmidt",
  "Garcia",
  "Dubois",
  "Jansen",
  "Rossi",
  "Silva",
  "Müller",
  "Kato",
] as const;

export interface PlannedArrival {
  /** 1-based, in time order. */
  index: number;
  /** When the buyer opens the checkout (ms since the epoch, whole seconds). */
  at: number;
  externalId: string;
  email: string;
  name: string;
  /** The country; in the US and Canada (where a paid checkout asks for them) state, city and postal code. */
  address: Place & { line1?: string };
  currency: "usd" | "eur";
  product: DemoProductKey;
  /** Opened the checkout and never paid (it expires). */
  abandoned: boolean;
  /** Paid with the DEMO20 code. */
  discounted: boolean;
  /** Pay-what-you-want amount (Tip Jar), in cents. */
  tip: number | null;
  /** Daily API requests of an API usage subscriber (before weekday and noise). */
  usagePerDay: number;
}

/** The external id every history customer carries; its presence is how a later run knows the history is there. */
export const historyExternalId = (index: number) => `demo-history-${String(index).padStart(4, "0")}`;

/**
 * The arrivals of the `days` days before `end` (a UTC midnight): one every three days at the
 * start growing to more than one a day at the end (about 270 over a year), about a quarter of
 * them abandoning the checkout.
 */
export function planArrivals(end: number, days = DEMO_HISTORY_DAYS): PlannedArrival[] {
  const rng = rngFor("kassa-demo-history");
  const start = end - days * DAY_MS;
  const arrivals: PlannedArrival[] = [];
  for (let day = 0; day < days; day++) {
    const rate = 0.3 + (0.9 * day) / days;
    const count = Math.floor(rate + rng());
    const times: number[] = [];
    for (let k = 0; k < count; k++) times.push(start + day * DAY_MS + Math.floor(rng() * 86_000) * 1000);
    times.sort((a, b) => a - b);
    for (const at of times) {
      const index = arrivals.length + 1;
      const first = FIRST[Math.floor(rng() * FIRST.length)]!;
      const last = LAST[Math.floor(rng() * LAST.length)]!;
      const address = pick(rng, COUNTRIES);
      const product = pick(rng, PRODUCTS);
      const euro = EURO_COUNTRIES.has(address.country) && EUR_PRICES[product] !== undefined;
      const local = `${first}.${last}`
        .toLowerCase()
        .normalize("NFD")
        .replace(/[^a-z.]/g, "");
      arrivals.push({
        index,
        at,
        externalId: historyExternalId(index),
        email: `${local}.${index}@example.com`,
        name: `${first} ${last}`,
        address: address.city ? { ...address, line1: `${100 + index} Main Street` } : { ...address },
        currency: euro ? "eur" : "usd",
        product,
        abandoned: rng() < 0.26,
        discounted: product !== "community-edition" && product !== "tip-jar" && rng() < 0.12,
        tip:
          product === "tip-jar"
            ? pick(rng, [
                [100, 2],
                [300, 3],
                [500, 5],
                [1000, 3],
                [2500, 1],
              ])
            : null,
        usagePerDay: 1 + Math.floor(rng() * 8),
      });
    }
  }
  return arrivals;
}
