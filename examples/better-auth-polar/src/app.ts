import { Hono } from "hono";
import { accountPage } from "./account.js";
import type { Auth } from "./auth.js";
import type { Config } from "./config.js";
import { esc, layout } from "./html.js";

/** Turns better-auth's error (an APIError, or a failed fetch) into one line for the page. */
function messageOf(error: unknown): string {
  if (error && typeof error === "object" && "body" in error) {
    const body = (error as { body?: { message?: string } }).body;
    if (body?.message) return body.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Copies better-auth's Set-Cookie headers onto a redirect. */
function redirectWithCookies(from: Response, to: string): Response {
  const headers = new Headers({ location: to });
  for (const cookie of from.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

export function createApp(config: Config, auth: Auth): Hono {
  const app = new Hono();

  // better-auth's own routes, Polar's plugin included: /api/auth/checkout, /api/auth/customer/*,
  // /api/auth/usage/*, and /api/auth/polar/webhooks where Kassa delivers its webhooks.
  app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw));

  const sessionOf = (headers: Headers) => auth.api.getSession({ headers });

  app.get("/", async (c) => {
    const session = await sessionOf(c.req.raw.headers);
    const error = c.req.query("error");
    const notice = error ? `<p class="error" role="alert">${esc(error)}</p>` : "";
    if (!session) {
      return c.html(
        layout(
          "Acme Notes",
          `${notice}<p>Notes that sync everywhere. Create an account, then buy Pro.</p>
          <section><h2>Create an account</h2>
            <form method="post" action="/sign-up">
              <label>Name <input name="name" autocomplete="name" required></label>
              <label>Email <input name="email" type="email" autocomplete="email" required></label>
              <label>Password <input name="password" type="password" autocomplete="new-password" minlength="8" required></label>
              <button>Sign up</button>
            </form></section>
          <section><h2>Sign in</h2>
            <form method="post" action="/sign-in">
              <label>Email <input name="email" type="email" autocomplete="email" required></label>
              <label>Password <input name="password" type="password" autocomplete="current-password" required></label>
              <button>Sign in</button>
            </form></section>`,
        ),
      );
    }
    const { user } = session;
    return c.html(
      layout(
        `Hello, ${user.name}`,
        `${notice}<p>Your user id: <code data-testid="user-id">${esc(user.id)}</code> (Kassa knows you by it).</p>
        <section><h2>Acme Notes Pro</h2>
          <form method="post" action="/buy"><button>Buy Pro</button></form></section>
        <section><h2>Billing</h2>
          <p><a href="/account">My orders, subscriptions and benefits</a></p>
          <form method="post" action="/portal"><button>Open the customer portal</button></form></section>
        <section><h2>Usage</h2>
          <form method="post" action="/usage">
            <label>API calls to report <input name="calls" type="number" min="1" value="1" required></label>
            <button>Send usage</button>
          </form></section>`,
        user,
      ),
    );
  });

  app.post("/sign-up", async (c) => {
    const form = await c.req.formData();
    try {
      const res = await auth.api.signUpEmail({
        body: {
          name: String(form.get("name") ?? ""),
          email: String(form.get("email") ?? ""),
          password: String(form.get("password") ?? ""),
        },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        return c.redirect(
          `/?error=${encodeURIComponent(body.message ?? `Sign-up failed (${res.status})`)}`,
          303,
        );
      }
      return redirectWithCookies(res, "/");
    } catch (error) {
      return c.redirect(`/?error=${encodeURIComponent(messageOf(error))}`, 303);
    }
  });

  app.post("/sign-in", async (c) => {
    const form = await c.req.formData();
    const res = await auth.api.signInEmail({
      body: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!res.ok) return c.redirect(`/?error=${encodeURIComponent("Wrong email or password")}`, 303);
    return redirectWithCookies(res, "/");
  });

  app.post("/sign-out", async (c) => {
    const res = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    return redirectWithCookies(res, "/");
  });

  // "Buy": the plugin creates a Kassa checkout for the signed-in user and we send the browser there.
  app.post("/buy", async (c) => {
    try {
      const { url } = await auth.api.checkout({ body: { slug: "pro" }, headers: c.req.raw.headers });
      return c.redirect(url, 303);
    } catch (error) {
      return c.redirect(`/?error=${encodeURIComponent(messageOf(error))}`, 303);
    }
  });

  // The customer portal: a customer session link that opens Kassa's portal signed in.
  app.post("/portal", async (c) => {
    try {
      const { url } = await auth.api.portal({ headers: c.req.raw.headers });
      return c.redirect(url, 303);
    } catch (error) {
      return c.redirect(`/?error=${encodeURIComponent(messageOf(error))}`, 303);
    }
  });

  app.post("/usage", async (c) => {
    const calls = Number((await c.req.formData()).get("calls"));
    if (!Number.isInteger(calls) || calls < 1) {
      return c.redirect(`/?error=${encodeURIComponent("Enter a whole number of calls")}`, 303);
    }
    try {
      await auth.api.ingestion({
        body: { event: config.usageEvent, metadata: { calls } },
        headers: c.req.raw.headers,
      });
      return c.redirect("/account", 303);
    } catch (error) {
      return c.redirect(`/?error=${encodeURIComponent(messageOf(error))}`, 303);
    }
  });

  app.get("/success", async (c) => {
    const session = await sessionOf(c.req.raw.headers);
    if (!session) return c.redirect("/", 303);
    return c.html(
      layout(
        "Thank you!",
        `<p>Your payment went through (checkout <code>${esc(c.req.query("checkout_id"))}</code>).
        Pro turns on as soon as Kassa's webhook reaches us; <a href="/account">see your account</a>.</p>`,
        session.user,
      ),
    );
  });

  app.get("/account", async (c) => {
    const session = await sessionOf(c.req.raw.headers);
    if (!session) return c.redirect("/", 303);
    return c.html(await accountPage(auth, c.req.raw.headers, session.user));
  });

  return app;
}
