import type { TextCatalogue } from '../text';

/** The shared rules' words in es, keyed by their English text (see ../text.ts). */
const catalogue: TextCatalogue = {};

export default catalogue;
