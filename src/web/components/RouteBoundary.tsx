import { Component, type ReactNode, Suspense } from "react";
import { useLocation } from "react-router";
import { PageLoading } from "../lazy-page";
import { RouteError } from "./RouteError";

interface CatchProps {
  pathname: string;
  children: ReactNode;
}

/** Draws RouteError in place of what failed (a page that threw, a chunk that did not arrive) until the address changes. */
class CatchRouteError extends Component<CatchProps, { failed: { error: unknown } | null }> {
  override state = { failed: null as { error: unknown } | null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  override componentDidUpdate(previous: CatchProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: null });
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.failed.error} /> : this.props.children;
  }
}

/**
 * Around each top-level route (the sign-in pages, the signed-in layout): the loading spinner while
 * the first page's code arrives (navigations after it are transitions, which keep the current page
 * until the next is ready) and the error page for what fails inside.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <CatchRouteError pathname={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </CatchRouteError>
  );
}
