// Text for screen readers only (extra context for a link or button, a live region, a legend the
// layout does not show). Radix's primitive, so the recipe is one kept copy: <VisuallyHidden> wraps
// text in a span; `asChild` hides the element passed instead (<legend>, <h1>, <input>).
export { VisuallyHidden, type VisuallyHiddenProps } from '@radix-ui/react-visually-hidden';
