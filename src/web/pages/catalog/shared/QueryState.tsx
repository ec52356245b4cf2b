import { Button, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { errorMessage } from "../../../components/errors";
import { EmptyState, Loading } from "../../../components/PageState";

/** Loading spinner, error with retry, empty message, or the children with the data. */
export function QueryState<T>({
  query,
  label,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, e.g. "products" (spinner label "Loading products"). */
  label: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={`Loading ${label}`} />;
  if (query.isError)
    return (
      <Stack gap="xs">
        <ErrorAlert title={`Could not load ${label}`} message={errorMessage(query.error)} />
        <div>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </Stack>
    );
  if (empty && isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
