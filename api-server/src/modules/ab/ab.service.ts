import { Script } from 'node:vm';
import type { AbBlock } from '../../contracts';
import { endpoints } from '../../contracts';
import type { StoredBlock } from './content.repository';
import { assignedVariant, assignedVariantOf, visitorHashState, type Viewer } from './viewer';

/** The variant a viewer sees: the one an editor moved to on the overlay, else the sticky hash. */
export function variantFor(
  block: StoredBlock,
  viewer: Viewer,
  previews: ReadonlyMap<string, number> | null,
): number {
  return (
    previewedVariant(block, previews) ??
    assignedVariant(viewer.visitor, block.identifier, block.variants.length)
  );
}

/** {@link variantFor} of each block of a page, the visitor's part of the hash worked out once. */
export function variantsFor(
  blocks: readonly StoredBlock[],
  viewer: Viewer,
  previews: ReadonlyMap<string, number> | null,
): number[] {
  const visitorState = viewer.visitor === null ? null : visitorHashState(viewer.visitor);
  return blocks.map(
    (block) =>
      previewedVariant(block, previews) ??
      (visitorState === null ? 1 : assignedVariantOf(visitorState, block.identifier, block.variants.length)),
  );
}

function previewedVariant(block: StoredBlock, previews: ReadonlyMap<string, number> | null): number | null {
  const preview = previews?.get(block.identifier);
  return preview !== undefined && preview >= 1 && preview <= block.variants.length ? preview : null;
}

/** The variant after or before `current`, wrapping round at either end. */
export function neighbourVariant(current: number, count: number, movement: 'forward' | 'backward'): number {
  const step = movement === 'forward' ? 1 : -1;
  return ((current - 1 + step + count) % count) + 1;
}

/** Where the overlay's Edit link leads unless a deployment says otherwise: the product's own editor. */
export const DEFAULT_AB_EDIT_URL_BASE = '/admin/ab-content/';

/**
 * The Edit link of a block: its own stored `edit_url` when it has one (a block kept in an external
 * admin), else the configured base followed by the identifier (`/admin/ab-content/stud-home-hero/`).
 */
export function editUrlOf(block: StoredBlock, base: string): string {
  return block.edit_url ?? `${base}${encodeURIComponent(block.identifier)}/`;
}

/** A block as the API answers it; only editors get the edit link. */
export function presentBlock(
  block: StoredBlock,
  variant: number,
  editor: boolean,
  editUrlBase: string = DEFAULT_AB_EDIT_URL_BASE,
): AbBlock {
  const chosen = block.variants[variant - 1] ?? block.variants[0];
  const script = chosen?.script ?? null;
  return {
    identifier: block.identifier,
    name: block.name,
    content: chosen?.content ?? '',
    script,
    script_url: script ? endpoints.ab.blockScript(block.identifier, chosen?.variant ?? 1) : null,
    edit_url: editor ? editUrlOf(block, editUrlBase) : null,
    variant: chosen?.variant ?? 1,
    variant_count: block.variants.length,
  };
}

/**
 * Why a variant's script would not run in a browser, or null when it parses. Only compiled (as
 * the file {@link scriptFile} serves), never run: the API never executes an editor's script.
 */
export function scriptSyntaxError(identifier: string, script: string): string | null {
  try {
    new Script(scriptFile(identifier, 1, script), { filename: `${identifier}.js` });
    return null;
  } catch (error) {
    // Not `instanceof`: the error may come from another realm's SyntaxError (vm, test runners).
    return (error as { message?: unknown }).message?.toString() ?? String(error);
  }
}

/**
 * The script of a variant as a script file. It runs with `block` bound to the block's element,
 * found by its data-ab-identifier attribute, so a script reaches only its own markup by default.
 * The newline before the closing brace keeps a trailing line comment from swallowing it.
 */
export function scriptFile(identifier: string, variant: number, script: string): string {
  const id = JSON.stringify(identifier);
  return [
    `// A/B content ${id}, variant ${variant}`,
    '(function (block) {',
    script,
    '}).call(undefined, Array.prototype.find.call(',
    "  document.querySelectorAll('[data-ab-identifier]'),",
    `  function (element) { return element.getAttribute('data-ab-identifier') === ${id}; }`,
    '));',
    '',
  ].join('\n');
}
