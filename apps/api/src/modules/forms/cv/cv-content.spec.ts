import { inspectCv } from './cv-content';
import { docm, doc, docx, exe, msi, pdf, xls, xxeDocx, zip, zipBomb, zipSlip } from './testing/cv-fixtures';

describe('inspectCv', () => {
  it.each([
    ['a PDF', pdf(), 'application/pdf', '.pdf'],
    ['a Word 97-2003 document', doc(), 'application/msword', '.doc'],
    ['a Word document', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.docx'],
    ['a Word document with an XXE entity (never parsed)', xxeDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.docx'],
  ])('accepts %s by its content', (_name, bytes, contentType, extension) => {
    expect(inspectCv(bytes)).toEqual({ ok: true, contentType, extension });
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['an executable', exe()],
    ['an installer (compound file without a Word stream)', msi()],
    ['a spreadsheet renamed .doc', xls()],
    ['a Word document with macros', docm()],
    ['a zip bomb', zipBomb()],
    ['an archive with a ../ entry', zipSlip()],
    ['a ZIP that is not a Word document', zip([{ name: 'readme.txt', content: Buffer.from('hi') }])],
    ['a PDF with JavaScript', pdf('<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>')],
    ['plain text', Buffer.from('Ayşe Yılmaz, barista, 5 yıl deneyim')],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a truncated compound file', doc().subarray(0, 600)],
  ])('refuses %s', (_name, bytes) => {
    expect(inspectCv(bytes).ok).toBe(false);
  });

  it('refuses an archive with more than 1,000 entries', () => {
    const many = zip([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'word/document.xml', content: Buffer.from('<w:document/>') },
      ...Array.from({ length: 1_001 }, (_, index) => ({ name: `word/media/${index}.txt`, content: Buffer.from('x') })),
    ]);
    expect(inspectCv(many)).toEqual({ ok: false, reason: 'too many archive entries' });
  });
});
