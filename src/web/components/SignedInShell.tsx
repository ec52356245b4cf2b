import { type CSSProperties, type ReactNode, startTransition, useEffect, useState } from "react";

/**
 * The signed-in layout's frame, drawn as Mantine's AppShell draws it with
 * `header={{ height: 56 }}`, `navbar={{ width: 230, breakpoint: "sm", collapsed: { mobile } }}`,
 * `padding="lg"`: the same elements, classes and CSS variables, so Mantine's stylesheet lays it
 * out (fixed header, sidebar from the sm breakpoint, full-width sidebar under the burger below
 * it). The AppShell component itself (resize handles, media-style code, react-remove-scroll for
 * one class name) was some 9 KB gzip of every signed-in first load. SignedInShell.test.ts holds
 * the markup equal to AppShell's (attribute order and all).
 */
export const SHELL_CLASSES = {
  root: "m_89ab340 mantine-AppShell-root",
  header: "m_3b16f56b mantine-AppShell-header",
  navbar: "m_45252eee mantine-AppShell-navbar",
  section: "m_6dcfc7c7 mantine-AppShell-section",
  main: "m_8983817 mantine-AppShell-main",
};
/** react-remove-scroll's class for fixed elements that keep clear of the scrollbar while a modal is open. */
const ZERO_RIGHT = "right-scroll-bar-position";
const TRANSITION_MS = 200;

const SIZES =
  ":root{--app-shell-navbar-width:calc(14.375rem * var(--mantine-scale));--app-shell-navbar-offset:calc(14.375rem * var(--mantine-scale));--app-shell-header-height:calc(3.5rem * var(--mantine-scale));--app-shell-header-offset:calc(3.5rem * var(--mantine-scale));--app-shell-padding:var(--mantine-spacing-lg);}";
const PHONE_CLOSED =
  "@media(max-width: 47.99375em){:root{--app-shell-navbar-width:100%;--app-shell-navbar-offset:0px;--app-shell-navbar-transform:translateX(calc(var(--app-shell-navbar-width) * -1));--app-shell-navbar-transform-rtl:translateX(var(--app-shell-navbar-width));}}";
const PHONE_OPEN =
  "@media(max-width: 48em){:root{--app-shell-navbar-offset:0px;--app-shell-navbar-width:100%;}}";

/** True while the window is being resized and just after mount: the sidebar does not slide then. */
function useResizing() {
  const [resizing, setResizing] = useState(true);
  useEffect(() => {
    let timer = window.setTimeout(() => startTransition(() => setResizing(false)), TRANSITION_MS);
    const onResize = () => {
      setResizing(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => startTransition(() => setResizing(false)), TRANSITION_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      window.clearTimeout(timer);
    };
  }, []);
  return resizing;
}

const vars = (style: Record<string, string>) => style as CSSProperties;

export function SignedInShell({
  navbarOpened,
  header,
  navbar,
  children,
}: {
  /** Below the sm breakpoint, whether the sidebar is shown (the burger). */
  navbarOpened: boolean;
  header: ReactNode;
  navbar: ReactNode;
  /** The page. */
  children?: ReactNode;
}) {
  const resizing = useResizing();
  return (
    <>
      <style data-mantine-styles="inline">{SIZES + (navbarOpened ? PHONE_OPEN : PHONE_CLOSED)}</style>
      <div
        style={vars({
          "--app-shell-transition-duration": `${TRANSITION_MS}ms`,
          "--app-shell-transition-timing-function": "ease",
        })}
        className={SHELL_CLASSES.root}
        data-resizing={resizing || undefined}
        data-mode="fixed"
      >
        <header
          style={vars({ "--app-shell-header-z-index": "100" })}
          className={`${SHELL_CLASSES.header} ${ZERO_RIGHT}`}
          data-with-border="true"
        >
          {header}
        </header>
        <nav
          style={vars({
            "--app-shell-navbar-z-index": "calc(100 + 1)",
            padding: "var(--mantine-spacing-sm)",
          })}
          className={SHELL_CLASSES.navbar}
          data-with-border="true"
        >
          {/* A plain scrolling box: Mantine's ScrollArea would bring floating-ui into every first load. */}
          <div
            style={{ overflowY: "auto", scrollbarWidth: "thin" }}
            className={SHELL_CLASSES.section}
            data-grow="true"
          >
            {navbar}
          </div>
        </nav>
        <main className={SHELL_CLASSES.main}>{children}</main>
      </div>
    </>
  );
}
