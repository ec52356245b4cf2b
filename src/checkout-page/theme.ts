/** The checkout's color scheme: dark when the page is opened with `?theme=dark` (embeds ask for it), else light. */
export type ColorScheme = "light" | "dark";

export function colorSchemeOf(search: string): ColorScheme {
  return new URLSearchParams(search).get("theme") === "dark" ? "dark" : "light";
}

/** The scheme the page was rendered in (`<html data-theme>`, set by main.tsx before the first render). */
export function currentColorScheme(): ColorScheme {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}
