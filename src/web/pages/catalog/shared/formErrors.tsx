import { List, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { ApiError } from "../../../api/v1";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { errorMessage } from "../../../components/errors";

export type FieldErrors = Record<string, string>;

/**
 * Field errors of a form, from local validation or the server's 422 `detail[]` (keys are body
 * paths: "name", "prices.0.price_amount"). `field(key)` reads one and marks it shown; the
 * <FormErrors> summary (placed after the fields) lists what no field showed.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const shown = useRef(new Set<string>());
  shown.current = new Set();
  return {
    errors,
    message,
    field(key: string): string | undefined {
      shown.current.add(key);
      return errors[key];
    },
    /** Replaces the errors with a local validation result; true when there is none. */
    validate(next: FieldErrors): boolean {
      setErrors(next);
      const ok = Object.keys(next).length === 0;
      setMessage(ok ? null : "Fix the highlighted fields.");
      return ok;
    },
    fail(error: unknown) {
      if (error instanceof ApiError) {
        setErrors(error.fields);
        setMessage(Object.keys(error.fields).length ? "Check the highlighted fields." : error.message);
      } else {
        setErrors({});
        setMessage(errorMessage(error));
      }
    },
    clear() {
      setErrors({});
      setMessage(null);
    },
    unshown(): [string, string][] {
      return Object.entries(errors).filter(([k]) => !shown.current.has(k));
    },
  };
}

export type FormErrorsState = ReturnType<typeof useFormErrors>;

/** The form's message plus any field error no input displayed. Render it after the fields. */
export function FormErrors({ form }: { form: FormErrorsState }) {
  const rest = form.unshown();
  if (!form.message && rest.length === 0) return null;
  return (
    <ErrorAlert>
      {form.message && <Text size="sm">{form.message}</Text>}
      {rest.length > 0 && (
        <List size="sm">
          {rest.map(([k, v]) => (
            <List.Item key={k}>
              {k ? `${k}: ` : ""}
              {v}
            </List.Item>
          ))}
        </List>
      )}
    </ErrorAlert>
  );
}

/** "12" → 12; "" → null; anything else → undefined (invalid). */
export function parseInteger(text: string): number | null | undefined {
  const t = text.trim();
  if (t === "") return null;
  if (!/^-?\d+$/.test(t)) return undefined;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : undefined;
}

export function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}
