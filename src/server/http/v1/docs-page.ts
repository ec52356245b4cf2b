import { createHash } from "node:crypto";

/**
 * The API reference page at /docs: a small self-contained page that renders /v1/openapi.json
 * (no external scripts or fonts, so it works offline). Its one inline style and one inline script
 * are allowed by their hashes (`DOCS_PAGE_SOURCES`), so the page needs no 'unsafe-inline'.
 */
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1b1e;line-height:1.5}
header{background:#228be6;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}
main{max-width:960px;margin:0 auto;padding:16px 24px}
nav a{margin-right:12px}h2{margin-top:32px;border-bottom:1px solid #dee2e6;padding-bottom:4px}
details{border:1px solid #dee2e6;border-radius:6px;margin:8px 0;padding:8px 12px}
summary{cursor:pointer;font-family:ui-monospace,monospace}
.m{display:inline-block;min-width:56px;font-weight:700}.get{color:#2b8a3e}.post{color:#1971c2}.patch{color:#e67700}.delete{color:#c92a2a}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border-bottom:1px solid #f1f3f5;padding:4px;text-align:left;vertical-align:top}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f8f9fa;padding:8px;overflow:auto;border-radius:4px}
`;

const SCRIPT = `const esc = (s) => String(s ?? "").replace(/[&<>"]/g, (c) => "&#" + c.charCodeAt(0) + ";");
const ref = (s, doc) => s && s.$ref ? doc.components.schemas[s.$ref.split("/").pop()] : s;
function schemaText(s, doc, depth = 0) {
  s = ref(s, doc) || {};
  if (depth > 2) return "…";
  if (s.anyOf || s.oneOf) return (s.anyOf || s.oneOf).map((x) => schemaText(x, doc, depth + 1)).join(" | ");
  if (s.type === "array") return schemaText(s.items, doc, depth + 1) + "[]";
  if (s.enum) return s.enum.map((e) => JSON.stringify(e)).join(" | ");
  if (s.type === "object" && s.properties && depth < 2) {
    return "{ " + Object.entries(s.properties).map(([k, v]) => k + ((s.required || []).includes(k) ? "" : "?") + ": " + schemaText(v, doc, depth + 1)).join(", ") + " }";
  }
  return s.type || "object";
}
fetch("/v1/openapi.json").then((r) => r.json()).then((doc) => {
  document.getElementById("sub").textContent = doc.info.title + " " + doc.info.version + " · OpenAPI " + doc.openapi;
  const byTag = {};
  for (const [path, item] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(item)) {
    const tag = (op.tags && op.tags[0]) || "other"; (byTag[tag] ||= []).push({ path, method, op });
  }
  const tags = Object.keys(byTag).sort();
  document.getElementById("nav").innerHTML = tags.map((t) => '<a href="#' + esc(t) + '">' + esc(t) + "</a>").join("");
  document.getElementById("ops").innerHTML = tags.map((t) => '<h2 id="' + esc(t) + '">' + esc(t) + "</h2>" + byTag[t].map(({ path, method, op }) => {
    const params = (op.parameters || []).map((p) => "<tr><td><code>" + esc(p.name) + "</code></td><td>" + esc(p.in) + "</td><td>" + esc(schemaText(p.schema, doc)) + "</td><td>" + esc(p.description) + "</td></tr>").join("");
    const body = op.requestBody && op.requestBody.content["application/json"];
    const responses = Object.entries(op.responses || {}).map(([code, r]) => "<tr><td>" + esc(code) + "</td><td>" + esc(r.description) + "</td><td><code>" + esc(r.content && r.content["application/json"] ? schemaText(r.content["application/json"].schema, doc, 1) : "") + "</code></td></tr>").join("");
    return '<details><summary><span class="m ' + method + '">' + method.toUpperCase() + "</span> " + esc(path) + " — " + esc(op.summary) + "</summary>" +
      (op.description ? "<p>" + esc(op.description) + "</p>" : "") +
      (params ? "<h4>Parameters</h4><table>" + params + "</table>" : "") +
      (body ? "<h4>Body</h4><pre>" + esc(schemaText(body.schema, doc)) + "</pre>" : "") +
      "<h4>Responses</h4><table>" + responses + "</table></details>";
  }).join("")).join("");
}).catch((e) => { document.getElementById("sub").textContent = "Could not load the API document: " + e; });
`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The CSP sources of the page's inline style and script. */
export const DOCS_PAGE_SOURCES = { style: sha256(STYLE), script: sha256(SCRIPT) };

export const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kassa API reference</title>
<style>${STYLE}</style></head><body>
<header><h1>Kassa API reference</h1><div id="sub">Loading…</div></header>
<main><p>Authenticate with <code>Authorization: Bearer &lt;organization access token&gt;</code>.
The wire format is Polar's: snake_case JSON, <code>{items, pagination}</code> lists with <code>page</code> and <code>limit</code>,
<code>422 {detail: [{loc, msg, type}]}</code> validation errors. POSTs take an <code>Idempotency-Key</code> header.
The machine-readable document is <a href="/v1/openapi.json">/v1/openapi.json</a>.</p><nav id="nav"></nav><div id="ops"></div></main>
<script>${SCRIPT}</script></body></html>`;
