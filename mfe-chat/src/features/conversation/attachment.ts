import { CHAT_LIMITS, isChatFileType } from 'shared-contracts';

/** The file types, in words, for the attach hint and its error. */
export const ALLOWED_FILES_TEXT = 'PNG, JPEG or WebP images, or a PDF, up to 5 MB';

/**
 * Checks a chosen file in the browser before it is read (the server checks again): an allowed type
 * and at most CHAT_LIMITS.fileMaxBytes. Returns the sentence to show, or null when it may be sent.
 */
export function attachmentError(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  if (!isChatFileType(file.type)) return `${file.name} cannot be attached. Attach ${ALLOWED_FILES_TEXT}.`;
  if (file.size > CHAT_LIMITS.fileMaxBytes) return `${file.name} is larger than 5 MB. Attach a smaller file.`;
  return null;
}

/** Reads a file as a data URL (how the socket carries attachments, docs/product.md §7). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The type of a data URL (`data:<type>;base64,...`), or ''. */
export function dataUrlType(dataUrl: string): string {
  return /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? '';
}
