import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

/** Keys that carry a script, an embedded file or an interactive form engine; a CV needs none of them. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'Launch']);
/** Action types (`/S`) that run or open something outside the page. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'RichMediaExecute', 'Rendition']);
const MAX_DEPTH = 32;

/**
 * Reads a PDF with a real parser (pdf-lib) and looks at every object it holds, those packed in compressed object
 * streams included, with names decoded (`/J#61vaScript` is `/JavaScript`): the reason to refuse it, or null for a
 * PDF without active content. A file the parser cannot read, or an encrypted one, is refused: it cannot be
 * checked (issue 13, finding 5).
 */
export async function pdfActiveContent(bytes: Buffer): Promise<string | null> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    return 'unreadable or encrypted PDF';
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const found = activeIn(object, 0);
    if (found) return `PDF with active content (${found})`;
  }
  return null;
}

function activeIn(object: PDFObject, depth: number): string | null {
  if (depth > MAX_DEPTH) return 'nesting too deep';
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const name = nameOf(key);
      if (ACTIVE_KEYS.has(name)) return name;
      if ((name === 'S' || name === 'Subtype' || name === 'Type') && value instanceof PDFName && ACTIVE_ACTIONS.has(nameOf(value))) {
        return nameOf(value);
      }
      const inner = activeIn(value, depth + 1);
      if (inner) return inner;
    }
    return null;
  }
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const inner = activeIn(item, depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

/** A name without its slash, every `#xx` escape decoded (the parser leaves lower-case hex escapes alone). */
function nameOf(name: PDFName): string {
  return name.asString().slice(1).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
