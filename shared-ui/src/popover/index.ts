// shared-ui/popover: its own entry, so pages without a popover do not download Radix Popover.
export { Popover, type PopoverProps } from './popover';
