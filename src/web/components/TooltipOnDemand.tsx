import type { TooltipProps } from "@mantine/core";
import { cloneElement, type ReactElement, Suspense, useState } from "react";
import { onDemand } from "./on-demand";

const tooltip = onDemand(async () => (await import("./mantine-tooltip")).Tooltip);

type HoverProps = { onMouseEnter?: () => void; onMouseLeave?: () => void };

/**
 * Mantine's Tooltip fetched the first time the pointer is over its target (floating-ui is ~15 KB
 * of gzip the page does not need before that): shown while the pointer is over the target, as
 * Tooltip does by default.
 */
export function TooltipOnDemand({
  children,
  ...props
}: Omit<TooltipProps, "children" | "opened"> & { children: ReactElement<HoverProps> }) {
  const [hovered, setHovered] = useState(false);
  const [wanted, setWanted] = useState(false);
  const target = cloneElement(children, {
    onMouseEnter: () => {
      setWanted(true);
      setHovered(true);
    },
    onMouseLeave: () => setHovered(false),
  });
  if (!wanted) return target;
  return (
    <Suspense fallback={target}>
      <tooltip.Component {...props} opened={hovered}>
        {target}
      </tooltip.Component>
    </Suspense>
  );
}
