import { Center, Loader } from "@mantine/core";
import type { ComponentType, ReactElement } from "react";
import { onDemand } from "./components/on-demand";

/**
 * A page whose code is its own chunk, fetched the first time its route is visited (or when the
 * router sees the address and preloads it, router.tsx): the dashboard's first load carries the
 * page it opens, not every page. `page(() => import("./OrdersPage"), "OrdersPage")`.
 */
export interface LazyPage {
  Component: ComponentType;
  preload: () => Promise<unknown>;
}

export function page<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  return onDemand(async () => (await load())[name] as ComponentType<object>) as LazyPage;
}

/** A route of the web app: a page fetched on demand (`lazy`) or an element, and its child routes. */
export interface PageRoute {
  path?: string;
  index?: boolean;
  lazy?: LazyPage;
  element?: ReactElement;
  children?: PageRoute[];
}

/** Shown while the first page's chunk loads (later navigations keep the current page until then). */
export function PageLoading() {
  return (
    <Center mih="60vh">
      <Loader aria-label="Loading the page" />
    </Center>
  );
}
