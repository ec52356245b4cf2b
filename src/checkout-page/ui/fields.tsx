/**
 * The hosted checkout's form fields: a label (with a visual-only asterisk when required), an
 * optional description, the control, and its error, tied together with `aria-describedby` and
 * `aria-invalid` as Mantine's inputs do.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { cx, Stack } from "./layout";

interface FieldProps {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
}

function useField({ description, error }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, description ? `${id}-description` : null]
    .filter(Boolean)
    .join(" ");
  return { id, describedBy: describedBy || undefined };
}

function Field({
  id,
  label,
  description,
  error,
  required,
  children,
  className,
}: FieldProps & { id: string; children: ReactNode; className?: string }) {
  return (
    <div className={cx("k-field", className)}>
      {label && (
        <label className="k-label" htmlFor={id}>
          {label}
          {required && (
            <span className="k-required" aria-hidden>
              {" *"}
            </span>
          )}
        </label>
      )}
      {description && (
        <p className="k-description" id={`${id}-description`}>
          {description}
        </p>
      )}
      {children}
      {error && (
        <p className="k-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

type TextInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "size"> & {
    leftSection?: ReactNode;
    filled?: boolean;
    narrow?: boolean;
  };

export function TextInput({
  label,
  description,
  error,
  required,
  leftSection,
  filled,
  narrow,
  className,
  ...input
}: TextInputProps) {
  const { id, describedBy } = useField({ description, error });
  return (
    <Field {...{ id, label, description, error, required }} className={cx(narrow && "k-narrow", className)}>
      <div className={cx("k-input-wrap", leftSection ? "k-with-left" : null)}>
        {leftSection && <span className="k-left">{leftSection}</span>}
        <input
          id={id}
          className={cx("k-input", filled && "k-filled")}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      </div>
    </Field>
  );
}

/** A textarea that grows with its text (CSS `field-sizing`, where the browser has it). */
export function Textarea({
  label,
  description,
  error,
  required,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = useField({ description, error });
  return (
    <Field {...{ id, label, description, error, required }}>
      <textarea
        id={id}
        className="k-input k-textarea"
        rows={3}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export function NativeSelect({
  label,
  description,
  error,
  required,
  data,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { data: Option[]; placeholder?: string }) {
  const { id, describedBy } = useField({ description, error });
  return (
    <Field {...{ id, label, description, error, required }}>
      <div className="k-input-wrap k-select-wrap">
        <select
          id={id}
          className="k-input k-select"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {data.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}

export function Checkbox({
  label,
  description,
  error,
  required,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const { id, describedBy } = useField({ description, error });
  return (
    <div className="k-check">
      <input
        id={id}
        type="checkbox"
        className="k-checkbox"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <div>
        <label className="k-check-label" htmlFor={id}>
          {label}
          {required && (
            <span className="k-required" aria-hidden>
              {" *"}
            </span>
          )}
        </label>
        {description && (
          <p className="k-description" id={`${id}-description`}>
            {description}
          </p>
        )}
        {error && (
          <p className="k-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** Radio buttons under a legend (a fieldset, so the group is announced with its name). */
export function RadioGroup({
  legend,
  children,
  gap = 6,
}: {
  legend: ReactNode;
  children: ReactNode;
  gap?: number;
}) {
  return (
    <fieldset className="k-fieldset">
      <legend className="k-label">{legend}</legend>
      <Stack gap={gap} style={{ marginTop: gap }}>
        {children}
      </Stack>
    </fieldset>
  );
}

interface RadioProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: (value: string) => void;
}

export function Radio({ name, value, checked, disabled, onChoose, label }: RadioProps & { label: string }) {
  const id = useId();
  return (
    <div className="k-check">
      <input
        id={id}
        type="radio"
        className="k-radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(value)}
      />
      <label className="k-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

/** A radio button as a card: the whole card is its label. */
export function RadioCard({
  name,
  value,
  checked,
  disabled,
  onChoose,
  "aria-label": ariaLabel,
  children,
}: RadioProps & { "aria-label": string; children: ReactNode }) {
  return (
    <label className={cx("k-radio-card", checked && "k-checked", disabled && "k-disabled")}>
      <input
        type="radio"
        className="k-radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        onChange={() => onChoose(value)}
      />
      <span className="k-radio-card-body">{children}</span>
    </label>
  );
}
