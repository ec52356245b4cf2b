/**
 * Writes every customer and seller email, rendered with sample data, to a folder
 * (default ./email-previews): `<template>.html` to open in a browser, `<template>.txt` the
 * plain-text part. `npx tsx scripts/preview-emails.ts [folder]`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { renderPreviews } from "../src/server/modules/emails/templates/previews.js";

const dir = resolve(process.argv[2] ?? "email-previews");
mkdirSync(dir, { recursive: true });
const previews = await renderPreviews();
for (const [name, email] of Object.entries(previews)) {
  writeFileSync(join(dir, `${name}.html`), email.html);
  writeFileSync(join(dir, `${name}.txt`), `Subject: ${email.subject}\n\n${email.text}`);
}
console.log(`wrote ${Object.keys(previews).length} emails to ${dir}`);
