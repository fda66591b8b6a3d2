// shared-ui/tooltip: its own entry, so pages without a tooltip do not download Radix Tooltip.
export { Tooltip, type TooltipProps } from './tooltip';
