import { createRequire } from 'node:module';
import { emailDomain } from '@cq/shared';

const require = createRequire(import.meta.url);
let domains: Set<string> | null = null;
let wildcards: Set<string> | null = null;

/**
 * Whether an address is at a disposable (throw-away) mail provider: the maintained list of the
 * disposable-email-domains package, whole domains and any sub-domain of its wildcard entries. Loaded on the
 * first vote, not at start.
 */
export function isDisposableEmail(email: string): boolean {
  domains ??= new Set(require('disposable-email-domains') as string[]);
  wildcards ??= new Set(require('disposable-email-domains/wildcard.json') as string[]);
  const domain = emailDomain(email);
  if (domains.has(domain)) return true;
  const parts = domain.split('.');
  for (let i = 1; i < parts.length - 1; i++) {
    if (wildcards.has(parts.slice(i).join('.'))) return true;
  }
  return wildcards.has(domain);
}
