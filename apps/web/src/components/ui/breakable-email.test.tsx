import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableEmail } from './breakable-email';

describe('BreakableEmail', () => {
  it('offers line breaks before the @ and after each dot of the domain, and nowhere else', () => {
    const { container } = render(
      <a href="mailto:hello@continentalqueens.example">
        <BreakableEmail address="hello@continentalqueens.example" />
      </a>,
    );
    const link = container.querySelector('a') as HTMLAnchorElement;
    expect(link.textContent).toBe('hello@continentalqueens.example');
    expect(link.innerHTML).toBe('hello<wbr>@continentalqueens.<wbr>example');
  });

  it('leaves anything that is not an address as it is', () => {
    const { container } = render(<BreakableEmail address="not an address" />);
    expect(container.innerHTML).toBe('not an address');
  });
});
