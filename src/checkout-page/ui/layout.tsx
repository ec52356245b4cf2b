/**
 * The hosted checkout's layout primitives: small hand-written stand-ins for the few Mantine
 * components it used, styled by checkout.css with the same design tokens (spacing, type scale,
 * colors, radius), so the page ships no component library.
 */
import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from "react";

/** Mantine's spacing scale: xs 10px, sm 12px, md 16px, lg 20px, xl 32px; or pixels. */
export type Space = "xs" | "sm" | "md" | "lg" | "xl" | number;

export function space(value: Space | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === "number" ? `${value}px` : `var(--k-space-${value})`;
}

export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

type Box = Omit<HTMLAttributes<HTMLElement>, "color"> & { children?: ReactNode; "data-testid"?: string };

/** A column with a gap. */
export function Stack({
  gap = "md",
  align,
  as: Tag = "div",
  className,
  style,
  ...rest
}: Box & { gap?: Space; align?: "center"; as?: ElementType }) {
  return (
    <Tag
      className={cx("k-stack", align === "center" && "k-center", className)}
      style={{ "--k-gap": space(gap), ...style } as CSSProperties}
      {...rest}
    />
  );
}

/** A row with a gap: wraps unless `nowrap`. */
export function Group({
  gap = "md",
  justify,
  align,
  nowrap,
  as: Tag = "div",
  className,
  style,
  ...rest
}: Box & {
  gap?: Space;
  justify?: "space-between";
  align?: "baseline" | "flex-start";
  nowrap?: boolean;
  as?: ElementType;
}) {
  return (
    <Tag
      className={cx("k-group", nowrap && "k-nowrap", className)}
      style={{ "--k-gap": space(gap), justifyContent: justify, alignItems: align, ...style } as CSSProperties}
      {...rest}
    />
  );
}

/**
 * A grid of equal columns: one on phones, `cols` from the breakpoint on (xs 576px, md 992px), or
 * always; a `responsive` gap is md, and xl from md on.
 */
export function Grid({
  cols,
  from,
  gap = "sm",
  className,
  style,
  ...rest
}: Box & { cols: 1 | 2; from?: "xs" | "md"; gap?: Space | "responsive" }) {
  return (
    <div
      className={cx(
        "k-grid",
        cols === 2 && (from ? `k-grid-${from}-2` : "k-grid-2"),
        gap === "responsive" && "k-gap-responsive",
        className,
      )}
      style={gap === "responsive" ? style : ({ "--k-gap": space(gap), ...style } as CSSProperties)}
      {...rest}
    />
  );
}

/** A bordered card on the page. */
export function Paper({
  as: Tag = "div",
  className,
  padding,
  ...rest
}: Box & { as?: ElementType; padding?: "sm" | "md" | "responsive"; noValidate?: boolean }) {
  return <Tag className={cx("k-paper", padding && `k-pad-${padding}`, className)} {...rest} />;
}

export type TextColor = "dimmed" | "red" | "teal" | "orange";

/** A paragraph (or `span`) in the type scale: xs 12px, sm 14px, md 16px. */
export function Text({
  size = "md",
  c,
  fw,
  center,
  mono,
  truncate,
  as: Tag = "p",
  className,
  style,
  ...rest
}: Box & {
  size?: "xs" | "sm" | "md";
  c?: TextColor;
  fw?: 400 | 500 | 600 | 700;
  center?: boolean;
  mono?: boolean;
  truncate?: boolean;
  as?: ElementType;
}) {
  return (
    <Tag
      className={cx(
        "k-text",
        `k-fz-${size}`,
        c && `k-c-${c}`,
        center && "k-ta-center",
        mono && "k-mono",
        truncate && "k-truncate",
        className,
      )}
      style={fw ? { fontWeight: fw, ...style } : style}
      {...rest}
    />
  );
}

/** A heading: `size` is the page's headline (22–28px), a result page's (24–26px) or a section's (16px). */
export function Title({
  order,
  size,
  className,
  ...rest
}: Box & { order: 1 | 2; size: "headline" | "choice" | "result" | "section" }) {
  const Tag = order === 1 ? "h1" : "h2";
  return <Tag className={cx("k-title", `k-title-${size}`, className)} {...rest} />;
}
