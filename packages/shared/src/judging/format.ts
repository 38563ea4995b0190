import { z } from 'zod';

/**
 * The season's judging as the public competition page shows it, once staff have set up rounds: each distinct set
 * of segments and weights with the rounds that use it (usually one set for every round).
 */
export const competitionFormatSchema = z.object({
  season: z.number().int(),
  formats: z.array(
    z.object({
      /** The rounds judged this way, in the order they were set up. */
      rounds: z.array(z.object({ name: z.string(), continent: z.string().nullable() })),
      segments: z.array(z.object({ name: z.string(), weight: z.number() })),
    }),
  ),
});
export type CompetitionFormat = z.infer<typeof competitionFormatSchema>;

/** The browser's cache key of the format; the competition page is drawn by the server with it. */
export const competitionFormatQueryKey = ['competition', 'format'] as const;

/** Rounds whose segments share names and weights (in order) are judged the same way: one entry for them. */
export function groupRoundFormats(
  rounds: readonly {
    name: string;
    continent: string | null;
    segments: readonly { name: string; weight: number }[];
  }[],
): CompetitionFormat['formats'] {
  const byKey = new Map<string, CompetitionFormat['formats'][number]>();
  for (const r of rounds) {
    const segments = r.segments.map((s) => ({ name: s.name, weight: s.weight }));
    const key = JSON.stringify(segments);
    const found = byKey.get(key);
    if (found) found.rounds.push({ name: r.name, continent: r.continent });
    else byKey.set(key, { rounds: [{ name: r.name, continent: r.continent }], segments });
  }
  return [...byKey.values()];
}
