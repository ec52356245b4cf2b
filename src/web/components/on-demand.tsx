import { type ComponentType, lazy, type ReactElement, Suspense, useState } from "react";

/**
 * A component whose code is its own chunk, off the first page's load: fetched by `preload()` (a
 * pointer over its trigger, say) or when first drawn. A failed fetch is tried again next time.
 */
export interface OnDemand<P> {
  preload: () => Promise<unknown>;
  Component: ComponentType<P>;
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Component = lazy(async () => ({ default: await fetchCode() }));
  // A pointer or focus that fetches early must not leave an unhandled rejection; drawing it reports the error.
  const preload = () => fetchCode().catch(() => undefined);
  return { preload, Component: Component as unknown as ComponentType<P> };
}

/** What the stand-in trigger of a menu on demand gets: intent fetches the menu, a click opens it. */
export interface StandInProps {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
}

/**
 * A menu (Mantine's Menu, with its Popover and floating-ui) fetched on first use rather than with
 * the page: until then `trigger` alone is drawn, the same button the menu has; pointing at it or
 * focusing it fetches the menu, and a click opens it as soon as it is there (`defaultOpened`).
 */
export function MenuOnDemand<P extends object>({
  menu,
  props,
  trigger,
}: {
  menu: OnDemand<P & { defaultOpened?: boolean }>;
  props: P;
  trigger: (standIn: StandInProps) => ReactElement;
}) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return trigger({
      onPointerEnter: menu.preload,
      onFocus: menu.preload,
      onClick: () => setWanted(true),
      "aria-haspopup": "menu",
      "aria-expanded": false,
    });
  }
  return (
    <Suspense fallback={trigger({ "aria-haspopup": "menu", "aria-expanded": false })}>
      <menu.Component {...props} defaultOpened />
    </Suspense>
  );
}
