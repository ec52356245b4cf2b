import { AppShell, MantineProvider } from "@mantine/core";
import { type ComponentType, type CSSProperties, createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "../theme";
import { SHELL_CLASSES, SignedInShell } from "./SignedInShell";

/** AppShell.Section is polymorphic, which createElement's types do not follow. */
const Section = AppShell.Section as unknown as ComponentType<{
  grow: boolean;
  style: CSSProperties;
  children?: ReactNode;
}>;

/** What Mantine's AppShell draws with the props the signed-in layout used to give it. */
function mantineShell(opened: boolean) {
  const shell = h(
    AppShell,
    {
      header: { height: 56 },
      navbar: { width: 230, breakpoint: "sm", collapsed: { mobile: !opened } },
      padding: "lg",
    },
    h(AppShell.Header, null, "H"),
    h(
      AppShell.Navbar,
      { p: "sm" },
      h(Section, { grow: true, style: { overflowY: "auto", scrollbarWidth: "thin" } }, "N"),
    ),
    h(AppShell.Main, null, "M"),
  );
  const html = renderToStaticMarkup(
    h(MantineProvider, { theme, withCssVariables: false, withGlobalClasses: false }, shell),
  );
  // AppShell gives its root a generated id, which nothing styles here (no `resize`, fixed mode).
  return html.replace(/ id="mantine-[^"]*"/, "");
}

const ours = (opened: boolean) =>
  renderToStaticMarkup(h(SignedInShell, { navbarOpened: opened, header: "H", navbar: "N" }, "M"));

describe("the signed-in shell", () => {
  it.each([false, true])("draws what Mantine's AppShell draws (sidebar open on a phone: %s)", (opened) => {
    expect(ours(opened)).toBe(mantineShell(opened));
  });

  it("uses the classes of the installed Mantine", () => {
    for (const [part, classes] of Object.entries(SHELL_CLASSES)) {
      expect(classes.split(" ")[0]).toBe(AppShell.classes[part as keyof typeof AppShell.classes]);
    }
  });
});
