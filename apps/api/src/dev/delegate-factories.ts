import { chosenCountry, countryNameOf, delegateSlug, type RegistrationForm } from '@cq/shared';
import type { DbOrTx } from '../db/client';
import { delegateProfiles } from '../db/schema';
import { buildRegistrationForm, setContestantStatus } from './contestant-factories';
import type { UserOverrides } from './factories';
import { createSubmittedContestant } from './staff-factories';

/**
 * An approved contestant whose public profile is published (without photos), as staff leave her after
 * publishing: what a fan vote's delegates are. Test and benchmark data.
 */
export async function createPublishedDelegate(
  db: DbOrTx,
  overrides: UserOverrides = {},
  form: Partial<RegistrationForm> = {},
): Promise<{ contestantId: string; slug: string; name: string }> {
  const paid = await createSubmittedContestant(db, overrides, form);
  await setContestantStatus(db, paid.contestant.id, 'preliminary_approved');
  const name = `${paid.user.firstName} ${paid.user.lastName}`;
  const slug = `${delegateSlug(name, countryNameOf(chosenCountry(paid.contestant.formData ?? buildRegistrationForm()) ?? ''))}-${paid.contestant.id.slice(0, 6)}`;
  await db.insert(delegateProfiles).values({ contestantId: paid.contestant.id, slug, publishedAt: new Date() });
  return { contestantId: paid.contestant.id, slug, name };
}
