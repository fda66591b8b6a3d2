import type { ProductDetailResponse, Variant } from '../../contracts';

/** A choice the product cannot have (an attribute or value it does not offer): a 400. */
export class SelectionError extends Error {}

/**
 * The variants matching every chosen attribute (a multi-select attribute matches any of its chosen
 * values; any other attribute takes one value at most), optionally limited to the listed variant ids. Attributes not chosen match anything.
 */
export function selectVariants(
  product: ProductDetailResponse,
  chosen: Record<string, string[]>,
  onlyIds?: string[],
): Variant[] {
  for (const [name, values] of Object.entries(chosen)) {
    const offered = product.attributes[name];
    if (!offered) throw new SelectionError(`This product has no attribute "${name}".`);
    const unknown = values.find((value) => !offered.includes(value));
    if (unknown !== undefined) throw new SelectionError(`"${unknown}" is not an option of ${name}.`);
    // Several values only where the product says the attribute is multi-select.
    const multi = product.multi_select_attributes?.includes(name) ?? false;
    if (values.length > 1 && !multi) throw new SelectionError(`Choose one value of ${name}.`);
  }
  const ids = onlyIds ? new Set(onlyIds) : null;
  return product.variants.filter((variant) => {
    if (ids && !ids.has(variant.id)) return false;
    return Object.entries(chosen).every(([name, values]) => {
      if (values.length === 0) return true;
      const own = variant.attributes.find((attribute) => attribute.attribute.name === name);
      return own ? own.values.some((value) => values.includes(value.name)) : false;
    });
  });
}
