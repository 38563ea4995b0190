import { UPLOAD_MESSAGES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema';
import { storedFileName } from '../src/modules/uploads/file-names';
import { get, signedInPaidContestant, upload } from './support/registration-helpers';
import { buildPdf, objectStream, pdfStream, sampleImage, sampleMp4, samplePdf } from './support/sample-files';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();

const paid = () => signedInPaidContestant(t);
async function mediaRows(id: string) {
  return t.db.select().from(mediaFiles).where(eq(mediaFiles.contestantId, id));
}

describe('stored names do not lie about the file', () => {
  it('takes the detected type’s extension: a PDF sent as certificate.html is stored and served as certificate.pdf', async () => {
    const { id, headers } = await paid();
    const res = await upload(t.app, id, headers, 'birthCertificate', samplePdf(), 'certificate.html', 'text/html');
    expect(res.statusCode).toBe(200);
    const item = res.json().data.birthCertificate;
    expect(item.fileName).toBe('certificate.pdf');
    const file = await get(t.app, item.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="certificate.pdf"; filename*=UTF-8''certificate.pdf`,
    );
  });

  it('drops the right-to-left override: cert\u202Efdp.exe holding a PDF becomes certfdp.pdf', async () => {
    const { id, headers } = await paid();
    const res = await upload(t.app, id, headers, 'birthCertificate', samplePdf(), 'cert\u202Efdp.exe');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.birthCertificate.fileName).toBe('certfdp.pdf');
    const [row] = await mediaRows(id);
    expect(row?.originalName).toBe('certfdp.pdf');
  });

  it('a JPEG named face.svg is stored as face.jpg and served inline as a sandboxed image', async () => {
    const { id, headers } = await paid();
    const res = await upload(t.app, id, headers, 'headshot', await sampleImage('jpeg'), 'face.svg', 'image/svg+xml');
    expect(res.statusCode).toBe(200);
    const item = res.json().data.headshot;
    expect(item.fileName).toBe('face.jpg');
    const file = await get(t.app, item.url);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="face\.jpg"/);
    expect(file.headers['content-security-policy']).toMatch(/; sandbox$/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a video keeps only its last path part and gets its type’s extension', async () => {
    const { id, headers } = await paid();
    const res = await upload(t.app, id, headers, 'video', sampleMp4(), '..\\\\..\\\\etc\\\\walk\u0007.avi');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.video.fileName).toBe('walk.mp4');
  });

  it('cleans every kind of lie in a name', () => {
    expect(storedFileName('../../x/../passwd', 'image/png')).toBe('passwd.png');
    expect(storedFileName('C:\\Users\\me\\photo.jpeg', 'image/jpeg')).toBe('photo.jpg');
    expect(storedFileName('a\u200Eb\u2066c\u2069\u061C.pdf', 'application/pdf')).toBe('abc.pdf');
    expect(storedFileName('line\u2028break\r\n.mov', 'video/quicktime')).toBe('linebreak.mov');
    expect(storedFileName('.htaccess', 'application/pdf')).toBe('htaccess.pdf');
    expect(storedFileName('archive.tar.gz', 'image/webp')).toBe('archive.tar.webp');
    expect(storedFileName('what?<x>:"|*.pdf', 'application/pdf')).toBe('what__x_____.pdf');
    expect(storedFileName(undefined, 'video/webm')).toBe('upload.webm');
    expect(storedFileName('\u202E\u0000', 'image/png')).toBe('upload.png');
    expect(storedFileName(`${'😀'.repeat(300)}.png`, 'image/png')).toBe(`${'😀'.repeat(200)}.png`);
  });
});

describe('a PDF must be a plain document', () => {
  async function sendPdf(pdf: Buffer, name = 'birth.pdf') {
    const { id, headers } = await paid();
    const res = await upload(t.app, id, headers, 'birthCertificate', pdf, name);
    return { res, rows: await mediaRows(id) };
  }

  it('refuses a PDF/HTML polyglot named certificate.html with 415', async () => {
    const polyglot = buildPdf({
      header: '%PDF-1.4\n%<html><body><script>alert(document.cookie)</script></body></html>\n',
    });
    const { res, rows } = await sendPdf(polyglot, 'certificate.html');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, code: 'unsupported_media_type', message: UPLOAD_MESSAGES.pdfHtml });
    expect(rows).toEqual([]);
  });

  it('refuses a file whose first bytes are not %PDF-', async () => {
    const { res } = await sendPdf(buildPdf({ header: '%PDF1.4\n' }));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.pdfNotPdf);
  });

  it.each([
    ['an /OpenAction running JavaScript', { catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' }],
    [
      'hex-escaped names (/J#61vaScript, /J#53)',
      { catalog: '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> ' },
    ],
    ['a /Launch action', { catalog: '/OpenAction << /S /Launch /F (cmd.exe) >> ' }],
    [
      'embedded files',
      {
        catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >> ',
        extra: ['<< /Type /Filespec /F (a.exe) >>'],
      },
    ],
    ['rich media', { extra: ['<< /Type /Annot /Subtype /RichMedia >>'] }],
    [
      'page actions (/AA) with a script',
      { extra: ['<< /AA << /O << /S /JavaScript /JS 6 0 R >> >> >>', '(app.alert(1))'] },
    ],
    [
      '/JavaScript inside a compressed object stream',
      { catalog: '/OpenAction 5 0 R ', extra: [objectStream(5, '<< /S /JavaScript /JS (app.alert(1)) >>')] },
    ],
    [
      '/JavaScript behind a chain of filters',
      {
        catalog: '/OpenAction 5 0 R ',
        extra: [objectStream(5, '<< /S /JavaScript /JS (app.alert(1)) >>', 'hex+flate')],
      },
    ],
  ])('refuses %s with 415 and a clear message', async (_name, parts) => {
    const { res, rows } = await sendPdf(buildPdf(parts));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      code: 'unsupported_media_type',
      message: UPLOAD_MESSAGES.pdfActiveContent,
    });
    expect(rows).toEqual([]);
  });

  it('refuses what it cannot check: an encrypted PDF, an unknown compression', async () => {
    const encrypted = buildPdf({ extra: ['<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>'] });
    expect(
      (
        await sendPdf(
          Buffer.from(encrypted.toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 5 0 R'), 'latin1'),
        )
      ).res.json().message,
    ).toBe(UPLOAD_MESSAGES.pdfUnchecked);
    const lzw = buildPdf({
      extra: [pdfStream('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', Buffer.from([0x80, 0x0b, 0x60, 0x50]))],
    });
    const { res } = await sendPdf(lzw);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.pdfUnchecked);
  });

  it('takes a plain PDF with compressed pages, an image and a go-to-page /OpenAction', async () => {
    const zlib = await import('node:zlib');
    const page = zlib.deflateSync(Buffer.from('BT /F1 12 Tf 20 150 Td (Issued by the registrar) Tj ET'));
    const jpeg = await sampleImage('jpeg');
    const pdf = buildPdf({
      catalog: '/OpenAction [3 0 R /Fit] ',
      extra: [
        pdfStream('/Filter /FlateDecode', page),
        pdfStream(
          '/Type /XObject /Subtype /Image /Width 48 /Height 64 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode',
          jpeg,
        ),
      ],
    });
    const { res, rows } = await sendPdf(pdf);
    expect(res.statusCode).toBe(200);
    expect(rows).toHaveLength(1);
  });

  it('serves a PDF inline for the back office’s frame, sandboxed, with a policy that runs nothing and only the site may frame', async () => {
    const { id, headers } = await paid();
    const item = (await upload(t.app, id, headers, 'birthCertificate', samplePdf(), 'b.pdf')).json().data
      .birthCertificate;
    const file = await get(t.app, item.url);
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
    );
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
