import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy… and waitFor give up after 10 s instead of 1 s: on a loaded machine a render can wait for a core that
// long. A test that passes waits only as long as the page takes; the limit decides how late a failure is reported.
configure({ asyncUtilTimeout: 10_000 });

// A console.error in a web test fails it.
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
