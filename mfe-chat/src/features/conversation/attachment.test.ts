import { attachmentError, dataUrlType, readAsDataUrl } from './attachment';

describe('attachments checked in the browser', () => {
  it('accepts the allowed types up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'application/pdf']) {
      expect(attachmentError({ name: 'scan', type, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });

  it('refuses another type, naming what may be attached', () => {
    expect(attachmentError({ name: 'notes.docx', type: 'application/msword', size: 10 })).toBe(
      'notes.docx cannot be attached. Attach PNG, JPEG or WebP images, or a PDF, up to 5 MB.',
    );
    expect(attachmentError({ name: 'page.svg', type: 'image/svg+xml', size: 10 })).not.toBeNull();
  });

  it('refuses a file over 5 MB', () => {
    expect(attachmentError({ name: 'scan.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 + 1 })).toBe(
      'scan.pdf is larger than 5 MB. Attach a smaller file.',
    );
  });

  it('reads a file as a data URL', async () => {
    const url = await readAsDataUrl(new Blob(['hi'], { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,aGk=');
    expect(dataUrlType(url)).toBe('image/png');
  });
});
