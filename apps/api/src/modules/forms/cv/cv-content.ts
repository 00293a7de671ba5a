/**
 * Recognises a CV by its bytes, never by its name or the browser's type (SECURITY S17). Accepted:
 * - PDF (`%PDF-`) that a PDF parser reads, without active content (JavaScript, launch actions, embedded files)
 *   in any object, compressed object streams and escaped names included;
 * - Word 97-2003 .doc: a compound file (CFB) whose directory holds a `WordDocument` stream and no macros,
 *   so an .msi or .xls renamed .doc is refused;
 * - .docx: a ZIP whose central directory lists `[Content_Types].xml` and `word/document.xml`, with no macro
 *   part (`vbaProject.bin`), no path tricks, at most 1,000 entries and 50 MB unpacked at a sane ratio, all
 *   read from the directory without inflating anything (so no zip bomb is expanded and no XML is parsed).
 */
import { pdfActiveContent } from './pdf-active-content';

export type CvContentType =
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type CvCheck = { ok: true; contentType: CvContentType; extension: '.pdf' | '.doc' | '.docx' } | { ok: false; reason: string };

const ZIP_MAX_ENTRIES = 1_000;
const ZIP_MAX_UNCOMPRESSED = 50 * 1024 * 1024;
const ZIP_MAX_RATIO = 100;

export async function inspectCv(bytes: Buffer): Promise<CvCheck> {
  if (bytes.length === 0) return refuse('empty file');
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return inspectPdf(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return inspectCompoundFile(bytes);
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return inspectDocx(bytes);
  return refuse('not a PDF, DOC or DOCX file');
}

const refuse = (reason: string): CvCheck => ({ ok: false, reason });

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** Parsed, not matched as bytes: escaped names and compressed object streams hide nothing (pdf-active-content.ts). */
async function inspectPdf(bytes: Buffer): Promise<CvCheck> {
  const active = await pdfActiveContent(bytes);
  if (active) return refuse(active);
  return { ok: true, contentType: 'application/pdf', extension: '.pdf' };
}

// --- Compound File Binary (MS-CFB) -------------------------------------------------------------------

const CFB_END_OF_CHAIN = 0xfffffffe;
const CFB_MAX_SECTOR_READS = 100_000;

function inspectCompoundFile(bytes: Buffer): CvCheck {
  const names = readCfbDirectoryNames(bytes);
  if (!names) return refuse('damaged compound file');
  if (!names.has('worddocument')) return refuse('compound file that is not a Word document');
  if (names.has('macros') || names.has('_vba_project_cur') || names.has('vba')) return refuse('Word document with macros');
  return { ok: true, contentType: 'application/msword', extension: '.doc' };
}

/** The lower-cased entry names of a compound file's directory, or null when its structure does not hold. */
function readCfbDirectoryNames(bytes: Buffer): Set<string> | null {
  if (bytes.length < 512) return null;
  const sectorShift = bytes.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const fatSectorCount = bytes.readUInt32LE(0x2c);
  const firstDirectorySector = bytes.readUInt32LE(0x30);

  // The FAT, from the sectors the header's DIFAT lists (109 entries: files up to ~7 MB, more than a CV needs).
  const fat: number[] = [];
  for (let index = 0; index < Math.min(fatSectorCount, 109); index += 1) {
    const fatSector = bytes.readUInt32LE(0x4c + index * 4);
    const start = sectorOffset(fatSector);
    if (start + sectorSize > bytes.length) return null;
    for (let offset = 0; offset < sectorSize; offset += 4) fat.push(bytes.readUInt32LE(start + offset));
  }

  const names = new Set<string>();
  const seen = new Set<number>();
  for (let sector = firstDirectorySector; sector !== CFB_END_OF_CHAIN; sector = fat[sector]) {
    if (sector === undefined || seen.has(sector) || seen.size > CFB_MAX_SECTOR_READS) return null;
    seen.add(sector);
    const start = sectorOffset(sector);
    if (start + sectorSize > bytes.length) return null;
    for (let entry = start; entry < start + sectorSize; entry += 128) {
      const nameLength = bytes.readUInt16LE(entry + 64);
      if (nameLength < 2 || nameLength > 64) continue;
      names.add(bytes.toString('utf16le', entry, entry + nameLength - 2).toLowerCase());
    }
  }
  return names;
}

// --- ZIP (Office Open XML) ---------------------------------------------------------------------------

interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

function inspectDocx(bytes: Buffer): CvCheck {
  const entries = readZipDirectory(bytes);
  if (entries === 'too-many') return refuse('too many archive entries');
  if (!entries) return refuse('damaged archive');
  const names = new Set(entries.map((entry) => entry.name.toLowerCase()));
  if (!names.has('[content_types].xml') || !names.has('word/document.xml')) return refuse('archive that is not a Word document');
  if ([...names].some((name) => name.endsWith('vbaproject.bin') || name.endsWith('vbadata.xml'))) {
    return refuse('Word document with macros');
  }
  if (entries.some((entry) => isUnsafeEntryName(entry.name))) return refuse('archive entry with an unsafe path');
  const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  const packed = entries.reduce((sum, entry) => sum + entry.compressedSize, 0);
  if (unpacked > ZIP_MAX_UNCOMPRESSED) return refuse('archive too large when unpacked');
  if (unpacked > 1024 * 1024 && unpacked > packed * ZIP_MAX_RATIO) return refuse('archive compression ratio too high');
  return {
    ok: true,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: '.docx',
  };
}

function isUnsafeEntryName(name: string): boolean {
  return name.startsWith('/') || name.includes('\\') || name.split('/').includes('..') || /^[a-z]:/i.test(name);
}

/** The central directory, read from the end-of-central-directory record; null if it does not add up. */
function readZipDirectory(bytes: Buffer): ZipEntry[] | 'too-many' | null {
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  // ZIP64 markers: a CV never needs them, and they are how the real sizes of a bomb get hidden.
  if (count === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) return null;
  if (count > ZIP_MAX_ENTRIES) return 'too-many';
  if (directoryOffset + directorySize > eocd) return null;

  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > eocd || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const uncompressedSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) return null;
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.push({ name, compressedSize, uncompressedSize });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= earliest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === 0x06054b50) return offset;
  }
  return -1;
}
