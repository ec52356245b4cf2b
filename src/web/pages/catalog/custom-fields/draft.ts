import { INT32_MAX } from "../../../../shared/limits";
import type { CustomField, CustomFieldType, Inputs } from "../../../api/v1";
import { parseInteger } from "../shared/formErrors";

export interface OptionDraft {
  key: string;
  value: string;
  label: string;
}

export interface CustomFieldDraft {
  type: CustomFieldType;
  name: string;
  slug: string;
  slugTouched: boolean;
  label: string;
  help: string;
  placeholder: string;
  textarea: boolean;
  min: string;
  max: string;
  options: OptionDraft[];
}

let seq = 0;
export const optionKey = () => `o${++seq}`;

export function emptyCustomField(): CustomFieldDraft {
  return {
    type: "text",
    name: "",
    slug: "",
    slugTouched: false,
    label: "",
    help: "",
    placeholder: "",
    textarea: false,
    min: "",
    max: "",
    options: [{ key: optionKey(), value: "", label: "" }],
  };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9_-]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 64);
}

const str = (v: unknown) => (v == null ? "" : String(v));

/** Unix seconds ↔ yyyy-mm-dd (UTC) for date bounds. */
const toDay = (v: unknown) => (typeof v === "number" ? new Date(v * 1000).toISOString().slice(0, 10) : "");
const fromDay = (v: string) => Math.floor(Date.parse(`${v}T00:00:00Z`) / 1000);

export function fromCustomField(f: CustomField): CustomFieldDraft {
  const p: Record<string, unknown> = f.properties;
  const date = f.type === "date";
  const lower = f.type === "text" ? p.min_length : p.ge;
  const upper = f.type === "text" ? p.max_length : p.le;
  return {
    type: f.type,
    name: f.name,
    slug: f.slug,
    slugTouched: true,
    label: str(p.form_label),
    help: str(p.form_help_text),
    placeholder: str(p.form_placeholder),
    textarea: Boolean(p.textarea),
    min: date ? toDay(lower) : str(lower),
    max: date ? toDay(upper) : str(upper),
    options: ((p.options as { value: string; label: string }[] | undefined) ?? []).map((o) => ({
      key: optionKey(),
      ...o,
    })),
  };
}

type Errors = Record<string, string>;

function bounds(d: CustomFieldDraft, errors: Errors, lowKey: string, highKey: string, nonNegative: boolean) {
  const parse = (text: string, key: string): number | null => {
    if (d.type === "date") {
      if (!text) return null;
      const n = fromDay(text);
      if (Number.isNaN(n)) errors[key] = "Enter a date";
      return Number.isNaN(n) ? null : n;
    }
    const n = parseInteger(text);
    if (n === undefined || (n !== null && ((nonNegative && n < 0) || Math.abs(n) > INT32_MAX))) {
      errors[key] = nonNegative ? "A whole number, 0 or more" : "A whole number";
      return null;
    }
    return n;
  };
  const low = parse(d.min, lowKey);
  const high = parse(d.max, highKey);
  if (low !== null && high !== null && high < low) errors[highKey] = "Must not be below the minimum";
  return { low, high };
}

/** Validates the draft and builds the `CustomFieldCreate` body (the update takes the same fields). */
export function toPayload(d: CustomFieldDraft): { body: Inputs["CustomFieldCreate"]; errors: Errors } {
  const errors: Errors = {};
  if (!d.name.trim()) errors.name = "Required";
  if (!/^[a-z0-9_-]+$/.test(d.slug)) errors.slug = "Lowercase letters, digits, - and _ only";
  const form: Inputs["CustomFieldCheckboxProperties"] = {
    ...(d.label.trim() ? { form_label: d.label.trim() } : {}),
    ...(d.help.trim() ? { form_help_text: d.help.trim() } : {}),
    ...(d.placeholder.trim() ? { form_placeholder: d.placeholder.trim() } : {}),
  };
  const head = { name: d.name.trim(), slug: d.slug };
  const p = (f: string) => `properties.${f}`;
  switch (d.type) {
    case "text": {
      const { low, high } = bounds(d, errors, p("min_length"), p("max_length"), true);
      const properties: Inputs["CustomFieldTextProperties"] = {
        ...form,
        textarea: d.textarea,
        ...(low === null ? {} : { min_length: low }),
        ...(high === null ? {} : { max_length: high }),
      };
      return { body: { type: "text", ...head, properties }, errors };
    }
    case "number":
    case "date": {
      const { low, high } = bounds(d, errors, p("ge"), p("le"), false);
      const properties: Inputs["CustomFieldNumberProperties"] = {
        ...form,
        ...(low === null ? {} : { ge: low }),
        ...(high === null ? {} : { le: high }),
      };
      return { body: { type: d.type, ...head, properties }, errors };
    }
    case "checkbox":
      return { body: { type: "checkbox", ...head, properties: form }, errors };
    case "select": {
      if (d.options.length === 0) errors[p("options")] = "Add at least one option";
      const seen = new Set<string>();
      d.options.forEach((o, i) => {
        if (!o.value.trim()) errors[p(`options.${i}.value`)] = "Required";
        else if (seen.has(o.value.trim())) errors[p(`options.${i}.value`)] = "Values must be unique";
        seen.add(o.value.trim());
        if (!o.label.trim()) errors[p(`options.${i}.label`)] = "Required";
      });
      const options = d.options.map((o) => ({ value: o.value.trim(), label: o.label.trim() }));
      return { body: { type: "select", ...head, properties: { ...form, options } }, errors };
    }
  }
}
