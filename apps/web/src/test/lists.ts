import { screen, within } from '@testing-library/react';

/** Waits for the one list on screen and gives the text of each of its items, in order (codes shown once, say). */
export async function findListedTexts(): Promise<(string | null)[]> {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}
