// Sets the dashboard's color scheme before the first paint, so a dark-mode user never sees a light
// flash: the choice saved by the app's toggle (localStorage "kassa-color-scheme": light, dark or
// auto), else the system's. A file rather than an inline script: the dashboard's CSP allows
// scripts from its own origin only. Kept in step with src/web/theme.ts.
(() => {
  let saved = null;
  try {
    saved = window.localStorage.getItem("kassa-color-scheme");
  } catch {}
  const scheme =
    saved === "light" || saved === "dark"
      ? saved
      : window.matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light";
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
})();
