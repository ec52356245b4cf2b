import { createBrowserRouter } from "react-router";
import { OverviewPage } from "./OverviewPage";
import { PortalRoot } from "./PortalRoot";

/** The portal's pages, below `/{slug}/portal`. Each area adds its routes here and its entry to nav.ts. */
export const portalRouter = createBrowserRouter([
  {
    path: "/:slug/portal",
    element: <PortalRoot />,
    children: [{ index: true, element: <OverviewPage /> }],
  },
]);
