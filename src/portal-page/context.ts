import { createContext, useContext } from "react";
import type { Schemas } from "./api";

export interface PortalState {
  slug: string;
  organization: Schemas["CustomerOrganization"];
  products: Schemas["CustomerProduct"][];
  signOut: () => void;
}

export const PortalContext = createContext<PortalState | null>(null);

/** The organization whose portal this is, and signing out. Inside the signed-in layout only. */
export function usePortal(): PortalState {
  const state = useContext(PortalContext);
  if (!state) throw new Error("usePortal outside the portal layout");
  return state;
}

/** `/{slug}/portal` + `path`: the portal's own links. */
export function portalPath(slug: string, path = ""): string {
  return `/${encodeURIComponent(slug)}/portal${path}`;
}
