import { createRequire } from 'node:module';
import { emailDomain } from '@cq/shared';

const require = createRequire(import.meta.url);
let domains: Set<string> | null = null;
let wildcards: Set<string> | null = null;

/**
 * Whether an address is at a disposable (throw-away) mail provider: a domain of the maintained list of the
 * disposable-email-domains package (its whole domains and its wildcard entries), or any sub-domain of one
 * (`mail.guerrillamail.com`). Loaded on the first vote, not at start.
 */
export function isDisposableEmail(email: string): boolean {
  domains ??= new Set(require('disposable-email-domains') as string[]);
  wildcards ??= new Set(require('disposable-email-domains/wildcard.json') as string[]);
  const parts = emailDomain(email).replace(/\.$/, '').split('.');
  for (let i = 0; i < parts.length - 1; i++) {
    const suffix = parts.slice(i).join('.');
    if (domains.has(suffix) || wildcards.has(suffix)) return true;
  }
  return false;
}
