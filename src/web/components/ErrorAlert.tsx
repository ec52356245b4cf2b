import { Alert } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The inline error of a form or section (role=alert so tests and screen readers find it). Shows
 * `message`, or else `children`; renders nothing when both are empty. With `onClose` it gets a
 * close button.
 */
export function ErrorAlert({
  message,
  title,
  children,
  onClose,
}: {
  message?: string | null;
  title?: string;
  children?: ReactNode;
  onClose?: () => void;
}) {
  const content = message || children;
  if (content === undefined || content === null || content === false || content === "") return null;
  return (
    <Alert color="red" role="alert" title={title} withCloseButton={onClose !== undefined} onClose={onClose}>
      {content}
    </Alert>
  );
}
