/** Saves the file at `url` (a signed link) through a temporary `<a download>`, so the page stays put. */
export function downloadUrl(url: string, filename = ""): void {
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Resolves after `ms` milliseconds (polling a file that is being generated). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
