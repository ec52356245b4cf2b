/** The hosted checkout's buttons, links, badges, alerts and loaders (styles in checkout.css). */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { cx, Text } from "./layout";

export type Color = "blue" | "gray" | "grape" | "yellow" | "teal" | "red" | "orange";

type ButtonLook = {
  variant?: "filled" | "default" | "light" | "subtle";
  size?: "xs" | "sm" | "md" | "lg";
  fullWidth?: boolean;
  loading?: boolean;
};

function buttonClass({ variant = "filled", size = "md", fullWidth, loading }: ButtonLook, extra?: string) {
  return cx(
    "k-button",
    `k-button-${variant}`,
    `k-button-${size}`,
    fullWidth && "k-full",
    loading && "k-loading",
    extra,
  );
}

/** A button; `loading` keeps its label for screen readers, shows a spinner and blocks clicks. */
export function Button({
  variant,
  size,
  fullWidth,
  loading,
  className,
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, fullWidth, loading }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-disabled={disabled || undefined}
      {...rest}
    >
      {loading && <span className="k-spinner k-button-spinner" aria-hidden />}
      <span className="k-button-label">{children}</span>
    </button>
  );
}

/** A link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  className,
  children,
  ...rest
}: Omit<ButtonLook, "loading" | "fullWidth"> & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClass({ variant, size }, className)} {...rest}>
      <span className="k-button-label">{children}</span>
    </a>
  );
}

export function Anchor({
  className,
  size,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { size?: "sm" }) {
  return <a className={cx("k-anchor", size && `k-fz-${size}`, className)} {...rest} />;
}

export function Badge({ color, children }: { color: Color; children: ReactNode }) {
  return <span className={cx("k-badge", `k-light-${color}`)}>{children}</span>;
}

/** A spinner; with a label it is announced as a status. */
export function Loader({ size = "md", label }: { size?: "xs" | "sm" | "md"; label?: string }) {
  const className = cx("k-spinner", `k-spinner-${size}`);
  return label ? (
    <span className={className} role="status" aria-label={label} />
  ) : (
    <span className={className} aria-hidden />
  );
}

/** A tinted box with an optional title; `role="alert"` for problems the customer must see. */
export function Alert({
  color,
  title,
  children,
  role,
  "aria-label": ariaLabel,
  compact,
}: {
  color: Color;
  title?: ReactNode;
  children: ReactNode;
  role?: "alert";
  "aria-label"?: string;
  compact?: boolean;
}) {
  const className = cx("k-alert", `k-light-${color}`, compact && "k-alert-compact");
  const content = (
    <>
      {title && <div className="k-alert-title">{title}</div>}
      <div className="k-alert-body">{children}</div>
    </>
  );
  return role === "alert" ? (
    <div className={className} role="alert" aria-label={ariaLabel}>
      {content}
    </div>
  ) : (
    <div className={className} role="note" aria-label={ariaLabel}>
      {content}
    </div>
  );
}

/** The round mark of a result page (✓, !, …). */
export function Mark({ color, children }: { color: Color; children: ReactNode }) {
  return (
    <span className={cx("k-mark", `k-light-${color}`)} aria-hidden>
      {children}
    </span>
  );
}

/** The seller's logo, or the initial of its name. */
export function Avatar({ src, name }: { src: string | null | undefined; name: string }) {
  return (
    <span className="k-avatar" aria-hidden>
      {src ? <img src={src} alt="" /> : name.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="k-close" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden>
        <path
          fill="currentColor"
          d="M11.78 4.03a.75.75 0 0 0-1.06-1.06L7.5 6.19 4.28 2.97a.75.75 0 0 0-1.06 1.06L6.44 7.25 3.22 10.47a.75.75 0 1 0 1.06 1.06L7.5 8.31l3.22 3.22a.75.75 0 1 0 1.06-1.06L8.56 7.25l3.22-3.22Z"
        />
      </svg>
    </button>
  );
}

/** Dimmed small print, centered. */
export function Fine({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" center>
      {children}
    </Text>
  );
}
