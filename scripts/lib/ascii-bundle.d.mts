/** The source with every non-ASCII character of its comments replaced; throws on one outside a comment. */
export function asciiComments(source: string, fileName?: string): string;
/** Rewrites every .js file under `dir` in place (see asciiComments); returns the files it changed. */
export function asciiBundle(dir: string): string[];
