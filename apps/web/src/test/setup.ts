import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// DESIGN §7: a console.error in a web test fails it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  if (errors.length) {
    const first = errors[0]?.map(String).join(' ');
    throw new Error(`console.error was called during the test: ${first}`);
  }
});

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
