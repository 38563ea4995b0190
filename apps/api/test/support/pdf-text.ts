import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF's text as a reader's viewer extracts it (PDF.js, through each font's Unicode map), page by page in the
 * order it was written: pieces on the same baseline joined by a space, a new baseline on a new line.
 */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    let text = '';
    let baseline: number | null = null;
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      if (baseline !== null) text += y === baseline ? ' ' : '\n';
      text += item.str.trim();
      baseline = y;
    }
    pages.push(text);
  }
  const pageCount = doc.numPages;
  await doc.destroy();
  return { pages: pageCount, text: pages.join('\n\n') };
}
