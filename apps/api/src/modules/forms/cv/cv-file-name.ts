/**
 * The uploaded name, made safe to keep and to send back in `Content-Disposition`: no path, no control or
 * bidirectional-override characters, no quotes or separators, at most 120 characters, and the extension the
 * content was recognised as (so `cv.pdf.exe` or a renamed file downloads under its real type).
 */
export function safeCvFileName(uploaded: string | undefined, extension: string): string {
  const base = fromMultipart(uploaded ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed or refused
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069"';,<>:*?|%]/g, '')
    .trim()
    .slice(0, 120);
  return `${base || 'cv'}${extension}`;
}

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Multipart parsers read the name's UTF-8 bytes as Latin-1 (multer#1104): undo that when the bytes are UTF-8. */
function fromMultipart(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed or refused
  if (!/^[\u0000-\u00ff]*$/.test(name)) return name;
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? name : decoded;
}
