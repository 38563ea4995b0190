import {
  type AdminRepresentedCountry,
  COUNTRY_MESSAGES,
  type ConfirmCountryBody,
  countryChoices,
  countryNameOf,
  ERROR_CODES,
  isCountryChoice,
  ADMIN_CONTESTANT_MESSAGES as M,
  representedCountry,
} from '@cq/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contestants } from '../../../db/schema';
import { badInput, conflict, forbidden } from '../../../lib/errors';
import { recordAudit } from '../../audit/record';
import { iso } from '../../contestants/repo';
import { findRecord } from './repo';
import type { StaffActor } from './service';

/**
 * Staff confirm the country she represents: her nationality's country or her country of residence, as her
 * submitted form gives them, never a third. Confirming again (the other of the two) replaces it; each is audited.
 */
export async function confirmCountry(
  app: FastifyInstance,
  id: string,
  actor: StaffActor,
  body: ConfirmCountryBody,
): Promise<AdminRepresentedCountry> {
  const { record, user } = await findRecord(app.db, id);
  if (record.userId === actor.id) throw forbidden(M.ownRecord);
  const form = record.formData;
  if (!form) throw conflict(COUNTRY_MESSAGES.noForm);
  if (!isCountryChoice(form, body.country)) {
    throw badInput(
      COUNTRY_MESSAGES.notAChoice,
      { country: COUNTRY_MESSAGES.notAChoice },
      ERROR_CODES.countryNotOffered,
    );
  }
  const before = representedCountry(form, record.countryCode);
  const name = `${user.firstName} ${user.lastName}`.trim();
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(contestants)
      .set({ countryCode: body.country, countryConfirmedAt: new Date(), countryConfirmedBy: actor.id })
      .where(eq(contestants.id, id))
      .returning();
    if (!row) throw conflict(M.stale);
    await recordAudit(tx, actor, {
      resource: 'contestants',
      action: 'contestants.confirm_country',
      recordId: id,
      summary: `Confirmed that ${name} represents ${countryNameOf(body.country)}`,
      details: { country: body.country, before: before.code || null, wasConfirmed: before.confirmed },
    });
    return row;
  });
  return {
    ...representedCountry(form, updated.countryCode),
    confirmedAt: iso(updated.countryConfirmedAt),
    choices: countryChoices(form),
  };
}
