import type { Auth } from "./auth.js";
import { esc, layout, list, money } from "./html.js";
import { paymentsOf } from "./payments.js";

/** Runs one of the plugin's calls; a failure shows in its own section instead of breaking the page. */
async function section(title: string, load: () => Promise<string>): Promise<string> {
  let body: string;
  try {
    body = await load();
  } catch (error) {
    const message =
      (error as { body?: { message?: string } })?.body?.message ??
      (error instanceof Error ? error.message : String(error));
    body = `<p class="error">Could not load: ${esc(message)}</p>`;
  }
  return `<section><h2>${esc(title)}</h2>${body}</section>`;
}

/**
 * "My account": everything here comes from Kassa through Polar's plugin, called on the server
 * with the visitor's session (the same endpoints a browser reaches at /api/auth/customer/...).
 */
export async function accountPage(
  auth: Auth,
  headers: Headers,
  user: { id: string; name: string; email: string },
): Promise<string> {
  const sections = await Promise.all([
    section("Subscriptions", async () => {
      const { result } = await auth.api.subscriptions({ query: {}, headers });
      return list(
        "Subscriptions",
        result.items.map(
          (s) =>
            `${esc(s.product.name)} — ${esc(s.status)}, ${money(s.amount, s.currency)} per ${esc(
              s.recurringInterval,
            )}`,
        ),
        "No subscriptions yet.",
      );
    }),
    section("Orders", async () => {
      const { result } = await auth.api.orders({ query: {}, headers });
      return list(
        "Orders",
        result.items.map(
          (o) =>
            `${esc(o.product?.name ?? o.description)} — ${money(o.totalAmount, o.currency)}, ${esc(
              o.status,
            )} on ${o.createdAt.toISOString().slice(0, 10)}`,
        ),
        "No orders yet.",
      );
    }),
    section("Benefits", async () => {
      const { result } = await auth.api.benefits({ query: {}, headers });
      return list(
        "Benefits",
        result.items.map((g) => {
          const key = "displayKey" in g.properties ? g.properties.displayKey : undefined;
          return `${esc(g.benefit.description)}${key ? ` — <code>${esc(key)}</code>` : ""}`;
        }),
        "No benefits yet.",
      );
    }),
    section("Usage", async () => {
      const { result } = await auth.api.meters({ query: {}, headers });
      return list(
        "Usage meters",
        result.items.map(
          (m) =>
            `${esc(m.meter.name)}: ${esc(m.consumedUnits)} used, ${esc(m.creditedUnits)} credited, balance ${esc(m.balance)}`,
        ),
        "No usage yet.",
      );
    }),
    section("Customer state", async () => {
      const state = await auth.api.state({ headers });
      return `<p data-testid="state">${state.activeSubscriptions.length} active subscription(s), ${
        state.grantedBenefits.length
      } benefit(s), ${state.activeMeters.length} meter(s).</p>`;
    }),
  ]);
  const received = paymentsOf(user.id).map(
    (p) => `<code>${esc(p.type)}</code> ${esc(p.product)} ${money(p.amount, p.currency)} (${esc(p.id)})`,
  );
  return layout(
    "My account",
    `${sections.join("")}
    <section><h2>Webhooks received</h2>${list("Webhooks received", received, "Nothing received yet.")}</section>`,
    user,
  );
}
