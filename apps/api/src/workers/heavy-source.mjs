// The worker pool's entry when the server runs from its TypeScript source (tests, `npm run dev`): loads
// heavy.ts through tsx, whatever loader flags the thread was started with. The build's threads load
// dist/workers/heavy.js instead.
import { tsImport } from 'tsx/esm/api';

const tasks = tsImport('./heavy.ts', import.meta.url);
export const compressPage = tasks.then((m) => m.compressPage);
export const drawPage = tasks.then((m) => m.drawPage);
export const receiptPdf = tasks.then((m) => m.receiptPdf);
export const gzipBytes = tasks.then((m) => m.gzipBytes);
export const accountingCsvBytes = tasks.then((m) => m.accountingCsvBytes);
export const threadPriority = tasks.then((m) => m.threadPriority);
