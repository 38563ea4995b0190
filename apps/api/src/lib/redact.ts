/** Token-bearing paths and query parameters, masked before a URL reaches the log. */
const TOKEN_PATH = /(\/(?:verify-email|reset-password|test-verification|verification|media-file)\/)[^/?#]+/g;
const TOKEN_QUERY = /([?&](?:token|reference|trxref|signature|sig)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_PATH, '$1***').replace(TOKEN_QUERY, '$1***');
}
