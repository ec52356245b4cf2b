import { useSearchParams } from "react-router";

/**
 * The page's search params and a setter that builds the next ones from the URL as it is now.
 *
 * React Router applies a navigation as a transition, so for a moment after one filter changes the
 * rendered `params` can still be the previous ones; a second change made in that moment (pick
 * "All", then a status) would be computed from stale params and undo the first. `next` reads
 * `location.search`, which the router updates at once.
 */
export function useUrlFilters(): [
  URLSearchParams,
  (next: (current: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams();
  const set = (next: (current: URLSearchParams) => URLSearchParams) =>
    setParams(next(new URLSearchParams(window.location.search)), { replace: true });
  return [params, set];
}
