/** Mantine's Tooltip (with Popover's floating-ui) as a chunk of its own: TooltipOnDemand fetches it. */
export { Tooltip } from "@mantine/core";
