import type { Variant } from 'shared-contracts';

/** Attributes with no chosen value (a multi-select attribute needs at least one). */
export function missingAttributes(
  attributes: Record<string, string[]>,
  selected: Record<string, string[]>,
): string[] {
  return Object.keys(attributes).filter((name) => (selected[name]?.length ?? 0) === 0);
}

/** The variant whose every attribute value is among the chosen ones, or undefined. */
export function findVariant(variants: Variant[], selected: Record<string, string[]>): Variant | undefined {
  return variants.find((variant) =>
    variant.attributes.every((attribute) => {
      const chosen = selected[attribute.attribute.name];
      return chosen ? attribute.values.some((value) => chosen.includes(value.name)) : false;
    }),
  );
}
