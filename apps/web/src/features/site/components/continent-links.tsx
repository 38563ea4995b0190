import type { ContinentSlug } from '@cq/shared';
import { Link } from 'react-router';
import { ContinentGlyph } from '../../../components/continent-glyph';
import { useContinentName } from '../../../i18n/common-messages';

/** Links to continents' pages, each with its glyph and its name in the reader's language; `look` gives the classes. */
export function ContinentLinks({
  continents,
  look,
}: {
  continents: readonly { slug: ContinentSlug }[];
  look: { list: string; link: string; glyph: string };
}) {
  const continentName = useContinentName();
  return (
    <ul className={look.list}>
      {continents.map((c) => (
        <li key={c.slug}>
          <Link to={`/continents/${c.slug}`} className={look.link}>
            <ContinentGlyph slug={c.slug} className={look.glyph} />
            {continentName(c.slug)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
