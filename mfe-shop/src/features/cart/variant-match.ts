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

/**
 * The variants a complete choice adds: one per combination of the chosen values, so one variant
 * unless a multi-select attribute holds several values (then one per value). Null when a
 * combination has no variant: the item cannot be had as chosen.
 */
export function resolveVariants(
  variants: Variant[],
  attributes: Record<string, string[]>,
  selected: Record<string, string[]>,
): Variant[] | null {
  let combinations: Record<string, string[]>[] = [{}];
  for (const name of Object.keys(attributes)) {
    const values = selected[name] ?? [];
    combinations = combinations.flatMap((combination) =>
      values.map((value) => ({ ...combination, [name]: [value] })),
    );
  }
  const found: Variant[] = [];
  for (const combination of combinations) {
    const variant = findVariant(variants, combination);
    if (!variant) return null;
    if (!found.includes(variant)) found.push(variant);
  }
  return found.length > 0 ? found : null;
}

/** Whether the shopper may choose several values of this attribute (the product data says so). */
export function isMultiSelect(multiSelect: readonly string[] | undefined, attribute: string): boolean {
  return multiSelect?.includes(attribute) ?? false;
}

/**
 * The choice after a click on a value: a multi-select attribute toggles the value among the
 * others; any other attribute holds just the clicked value.
 */
export function toggleChoice(
  selected: Record<string, string[]>,
  attribute: string,
  value: string,
  multi: boolean,
): Record<string, string[]> {
  if (!multi) return { ...selected, [attribute]: [value] };
  const current = selected[attribute] ?? [];
  const next = current.includes(value) ? current.filter((each) => each !== value) : [...current, value];
  return { ...selected, [attribute]: next };
}
