/** Tiny HTML helpers: every value put into a page goes through `esc`. */
export function esc(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Amount in minor units → "$10.00" (what Kassa sends: integers in cents with a currency). */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

export function layout(title: string, body: string, user?: { name: string; email: string }): string {
  const nav = user
    ? `<nav><a href="/">Home</a> · <a href="/account">My account</a> ·
        <form method="post" action="/sign-out" class="inline"><button>Sign out</button></form>
        <span class="who">${esc(user.email)}</span></nav>`
    : `<nav><a href="/">Home</a></nav>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title === "Acme Notes" ? "Acme Notes" : `${esc(title)} · Acme Notes`}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
  nav { display: flex; gap: .5rem; align-items: center; margin-bottom: 1.5rem; }
  nav .who { margin-left: auto; color: #666; }
  form.inline { display: inline; }
  section { border: 1px solid #ddd; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  label { display: block; margin: .5rem 0; }
  input { padding: .4rem; width: 100%; max-width: 20rem; display: block; }
  button { padding: .4rem .9rem; cursor: pointer; }
  .error { color: #b00020; }
  li { margin: .25rem 0; }
</style></head>
<body>${nav}<h1>${esc(title)}</h1>${body}</body></html>`;
}

/** A list, or a line saying it is empty. */
export function list(label: string, items: string[], empty: string): string {
  if (items.length === 0) return `<p>${esc(empty)}</p>`;
  return `<ul aria-label="${esc(label)}">${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
}
