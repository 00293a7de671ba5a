import { deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Small, real files of each kind a CV upload may be (and a few it must not be), built in memory so the tests
 * need no binary fixtures. Used by the sniffer's unit test and the careers api test.
 */

export function pdf(body = 'BT /F1 12 Tf 72 712 Td (Ayse Yilmaz - Barista) Tj ET'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n2 0 obj << /Length ${body.length} >> stream\n${body}\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

/**
 * A PDF whose catalog (object 1) carries `catalogExtra` and which holds the extra objects given (numbered from 3),
 * for active content written in other ways: escaped names, actions on pages, embedded files.
 */
export function pdfWith(catalogExtra: string, objects: string[] = []): Buffer {
  const body = objects.map((object, index) => `${index + 3} 0 obj ${object} endobj\n`).join('');
  return Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogExtra} >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n${body}trailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A PDF whose script sits in a compressed object stream (object 3 inside object 4): no readable bytes betray it. */
export function pdfWithScriptInObjectStream(): Buffer {
  const header = '3 0 ';
  const packed = deflateSync(Buffer.from(`${header}<< /S /JavaScript /JS (app.launchURL("https://evil.example")) >>`, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n` +
        `4 0 obj << /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${packed.length} >> stream\n`,
      'latin1',
    ),
    packed,
    Buffer.from(`\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1'),
  ]);
}

/** A compound file with the given directory entry names (the root entry is added first). */
export function compoundFile(entryNames: string[]): Buffer {
  const sector = 512;
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18);
  header.writeUInt16LE(0x0003, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e); // 512-byte sectors
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory starts at sector 1
  header.writeUInt32LE(0x1000, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let index = 0; index < 109; index += 1) header.writeUInt32LE(index === 0 ? 0 : 0xffffffff, 0x4c + index * 4);

  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: the FAT itself
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: the directory, one sector long

  const directory = Buffer.alloc(sector, 0);
  ['Root Entry', ...entryNames].slice(0, 4).forEach((name, index) => {
    const offset = index * 128;
    directory.write(name, offset, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, offset + 64);
    directory.writeUInt8(index === 0 ? 5 : 2, offset + 66);
  });
  return Buffer.concat([header, fat, directory]);
}

export const doc = () => compoundFile(['WordDocument', '1Table', 'SummaryInformation']);
/** What an installer looks like inside: a compound file without a Word stream. */
export const msi = () => compoundFile(['\u4840\u3b3f\u4577', '\u4840\u3f3f\u4577']);
export const xls = () => compoundFile(['Workbook', 'SummaryInformation']);

interface ZipFile {
  name: string;
  content: Buffer;
  deflate?: boolean;
}

/** A ZIP archive with real local headers and central directory. */
export function zip(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = file.deflate ? deflateRawSync(file.content) : file.content;
    const name = Buffer.from(file.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(file.deflate ? 8 : 0, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(file.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(file.deflate ? 8 : 0, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(file.content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_PARTS = (document = '<w:document><w:body><w:p><w:r><w:t>Ayşe Yılmaz</w:t></w:r></w:p></w:body></w:document>') => [
  { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
  { name: '_rels/.rels', content: Buffer.from('<Relationships/>') },
  { name: 'word/document.xml', content: Buffer.from(document), deflate: true },
];

export const docx = () => zip(WORD_PARTS());
/** A macro-enabled document renamed .docx. */
export const docm = () => zip([...WORD_PARTS(), { name: 'word/vbaProject.bin', content: Buffer.from('macro') }]);
/** 60 MB of zeros packed into a few dozen kilobytes. */
export const zipBomb = () => zip([...WORD_PARTS(), { name: 'word/media/fill.bin', content: Buffer.alloc(60 * 1024 * 1024), deflate: true }]);
export const zipSlip = () => zip([...WORD_PARTS(), { name: '../../etc/cron.d/x', content: Buffer.from('x') }]);
export const xxeDocx = () =>
  zip(WORD_PARTS('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><w:document>&e;</w:document>'));
/** A Windows executable's first bytes. */
export const exe = () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200, 1)]);
