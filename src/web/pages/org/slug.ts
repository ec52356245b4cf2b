/** A URL-safe slug suggested from an organization's name: "Acme Tools GmbH" → "acme-tools-gmbh". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A field error for a slug, or null when it is well formed. */
export function slugError(slug: string): string | null {
  if (!slug) return "Enter a slug";
  if (slug.length < 2 || slug.length > 48) return "2 to 48 characters";
  if (!SLUG_PATTERN.test(slug)) return "Lowercase letters, digits and single dashes only";
  return null;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
