import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";

const URL_RE = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with every http(s) URL turned into a link (trailing punctuation stays text). */
export function linkify(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const start = match.index ?? 0;
    let url = match[0];
    const trail = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? "";
    url = url.slice(0, url.length - trail.length);
    if (start > last) out.push(text.slice(last, start));
    out.push(
      <Anchor key={start} href={url} inherit style={{ wordBreak: "break-all" }}>
        {url}
      </Anchor>,
    );
    last = start + url.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
