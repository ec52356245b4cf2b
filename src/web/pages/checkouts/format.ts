import type { CheckoutStatus } from "./types";

export const STATUS_COLORS: Record<CheckoutStatus, string> = {
  open: "blue",
  confirmed: "yellow",
  succeeded: "teal",
  failed: "red",
  expired: "gray",
};

/** 2000 basis points → "20 %", 725 → "7.25 %". */
export function percentLabel(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const frac = String(basisPoints % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${whole}${frac ? `.${frac}` : ""} %`;
}

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" });
  } catch {
    return null;
  }
})();

export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "20" → 2000 basis points, "7.25" → 725; a message instead when it is not a percentage of 0–100 with at most 2 decimals. */
export function parsePercent(text: string): number | string {
  const m = /^(\d{1,3})(?:[.,](\d{0,2}))?$/.exec(text.trim().replace(/\s*%$/, ""));
  if (!m) return /[.,]\d{3,}/.test(text) ? "At most 2 decimals" : "Enter a percentage like 20 or 7.25";
  const basisPoints = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return basisPoints > 10_000 ? "At most 100 %" : basisPoints;
}

/** 725 → "7.25" (the rate's input value). */
export function percentInput(basisPoints: number): string {
  return percentLabel(basisPoints).replace(" %", "");
}
