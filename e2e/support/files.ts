import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Real files for the upload steps: photos rendered here, a small PDF, the API tests' tiny MP4. */
export async function registrationFiles(): Promise<
  Record<'headshot' | 'fullBody' | 'video' | 'birthCertificate', string>
> {
  // Inside the run's data directory, which the runner removes when the journeys end.
  const dir = fs.mkdtempSync(path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'cq-e2e-files-'));
  const headshot = path.join(dir, 'headshot.jpg');
  const fullBody = path.join(dir, 'full-body.png');
  const portrait = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r: 91, g: 42, b: 134 } } }).composite([
      {
        input: Buffer.from(
          `<svg width="${w}" height="${h}"><circle cx="${w / 2}" cy="${h / 3}" r="${w / 5}" fill="#C9A227"/></svg>`,
        ),
      },
    ]);
  await portrait(600, 800).jpeg().toFile(headshot);
  await portrait(500, 1000).png().toFile(fullBody);
  const birthCertificate = path.join(dir, 'birth-certificate.pdf');
  fs.writeFileSync(
    birthCertificate,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const video = path.join(dir, 'introduction.mp4');
  fs.copyFileSync(path.resolve(import.meta.dirname, '../../apps/api/test/fixtures/tiny.mp4'), video);
  return { headshot, fullBody, video, birthCertificate };
}
