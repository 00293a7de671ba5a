import { inspectCv } from './cv-content';
import { docm, doc, docx, exe, msi, pdf, pdfWith, pdfWithScriptInObjectStream, xls, xxeDocx, zip, zipBomb, zipSlip } from './testing/cv-fixtures';

describe('inspectCv', () => {
  it.each([
    ['a PDF', pdf(), 'application/pdf', '.pdf'],
    ['a Word 97-2003 document', doc(), 'application/msword', '.doc'],
    ['a Word document', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.docx'],
    ['a Word document with an XXE entity (never parsed)', xxeDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.docx'],
  ])('accepts %s by its content', async (_name, bytes, contentType, extension) => {
    expect(await inspectCv(bytes)).toEqual({ ok: true, contentType, extension });
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
    ['a PDF with JavaScript', pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
    ['plain text', Buffer.from('Ayşe Yılmaz, barista, 5 yıl deneyim')],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a truncated compound file', doc().subarray(0, 600)],
    // Issue 13, finding 5: what a byte search missed.
    ['a PDF whose JavaScript name is escaped (/J#61vaScript)', pdfWith('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>')],
    ['a PDF with a lower-case escape (/Java#73cript)', pdfWith('/OpenAction 3 0 R', ['<< /S /Java#73cript /JS (app.alert(1)) >>'])],
    ['a PDF whose script sits in a compressed object stream', pdfWithScriptInObjectStream()],
    ['a PDF with a launch action on a link', pdfWith('', ['<< /Type /Annot /Subtype /Link /A << /S /Launch /F (cmd.exe) >> >>'])],
    ['a PDF with an escaped launch action', pdfWith('/OpenAction << /S /L#61unch /F (calc.exe) >>')],
    ['a PDF with an embedded file', pdfWith('/Names << /Embedded#46iles << /Names [(cv.exe) 3 0 R] >> >>', ['<< /Type /Filespec /F (cv.exe) >>'])],
    ['a PDF the parser cannot read', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R', 'latin1')],
  ])('refuses %s', async (_name, bytes) => {
    expect((await inspectCv(bytes)).ok).toBe(false);
  });

  it('accepts a PDF with ordinary pages, links and names', async () => {
    const ordinary = pdfWith('/Names << /Dests << /Names [(cv) [2 0 R /Fit]] >> >>', ['<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://harman.example) >> >>']);
    expect(await inspectCv(ordinary)).toEqual({ ok: true, contentType: 'application/pdf', extension: '.pdf' });
  });

  it('refuses an archive with more than 1,000 entries', async () => {
    const many = zip([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'word/document.xml', content: Buffer.from('<w:document/>') },
      ...Array.from({ length: 1_001 }, (_, index) => ({ name: `word/media/${index}.txt`, content: Buffer.from('x') })),
    ]);
    expect(await inspectCv(many)).toEqual({ ok: false, reason: 'too many archive entries' });
  });
});
