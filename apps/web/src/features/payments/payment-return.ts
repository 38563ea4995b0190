import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The return from a checkout: the reference arrives as the query
 * parameter `reference` (our test checkout, Paystack) or `trxref` (Paystack's
 * older name), on /user/register.
 */
export const RETURN_PARAMS = ['reference', 'trxref'] as const;

export function returnReferenceOf(search: URLSearchParams): string | null {
  for (const name of RETURN_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

// While the gate shows its success message, the form waits 2000 ms, even if
// a refetch of the user already says paid.
let celebrating = false;
const listeners = new Set<() => void>();

export function setPaymentCelebration(on: boolean): void {
  if (celebrating === on) return;
  celebrating = on;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True while the registration page must keep the payment gate in place even
 * for a paid user: the payer has just come back from a checkout (the gate
 * checks the reference), or the gate is showing its success message.
 */
export function useHoldPaymentGate(): boolean {
  const [search] = useSearchParams();
  const showingSuccess = useSyncExternalStore(
    subscribe,
    () => celebrating,
    () => false,
  );
  return returnReferenceOf(search) !== null || showingSuccess;
}
