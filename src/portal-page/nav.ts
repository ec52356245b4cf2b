/** The portal's sections, in the sidebar's order: each area adds its entry here and its routes in router.tsx. */
export interface PortalNavItem {
  label: string;
  /** Below `/{slug}/portal`: "" is the overview. */
  path: string;
}

export const portalNav: PortalNavItem[] = [{ label: "Overview", path: "" }];
