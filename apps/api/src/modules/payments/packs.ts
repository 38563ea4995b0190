import {
  FAN_VOTE_MESSAGES,
  fanVoteState,
  PAYMENT_SERVER_MESSAGES,
  type PaymentInitialize,
  packFitsCap,
  VOTE_PACK_MESSAGES,
  VOTE_PACK_PRODUCT,
} from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type OrderRow, orders, users } from '../../db/schema';
import { AppError, badInput, conflict, forbidden, notFound, notSignedIn } from '../../lib/errors';
import type { Payer, PaymentProvider, PaymentProviders } from '../../payments';
import { creditsOf } from '../voting/credits';
import { isDisposableEmail } from '../voting/disposable';
import { checkPackBuyer } from '../voting/eligibility';
import { voteBySlug } from '../voting/repo';
import { cancelAtProviders } from './automatic-refunds';
import { answer, startOrder, waitForStart } from './initialize';
import { recordOutcome } from './record';
import { newReference, providerFailure } from './repo';

/** Where a pack's payer returns: the vote's page, which checks the payment and says what she got. */
export const PACK_RETURN_PATH = '/peoples-choice';

type Plan = { kind: 'start' | 'resume' | 'wait'; order: OrderRow };

/**
 * POST /votes/:slug/packs (decision 0028): a fan starts paying for a vote pack through the site's provider. The
 * price and currency come from the vote; the votes are credited when the payment is recorded (record.ts), once.
 * Refused when the vote does not exist (404), is not open (409), sells no packs (403), for a pack not on sale
 * (400), over the paid votes one fan may buy (409), or for an unconfirmed or throw-away address (403). Her open
 * order for the same pack is offered again (a double click, a second tab); one for another pack is closed.
 */
export async function buyVotePack(
  app: FastifyInstance,
  providers: PaymentProviders,
  userId: string,
  slug: string,
  votes: number,
  now = new Date(),
): Promise<PaymentInitialize & { votes: number }> {
  const vote = await voteBySlug(app.db, slug);
  if (!vote) throw notFound(FAN_VOTE_MESSAGES.notFound);
  const state = fanVoteState(vote, now);
  if (state === 'scheduled') throw conflict(FAN_VOTE_MESSAGES.notOpen);
  if (state === 'closed') throw conflict(FAN_VOTE_MESSAGES.closed);
  if (!vote.paidVoting) throw forbidden(VOTE_PACK_MESSAGES.off);
  const pack = vote.packs.find((p) => p.votes === votes);
  if (!pack) throw badInput(VOTE_PACK_MESSAGES.unknownPack, { votes: VOTE_PACK_MESSAGES.unknownPack });

  const provider = providers.active;
  const claimMs = app.config.payments.timeoutMs * 3 + 5_000;
  const extra = {
    returnPath: PACK_RETURN_PATH,
    description: `${(await app.mail.brand()).siteName} vote pack: ${votes} votes in ${vote.name}`,
  };
  const terms = { voteId: vote.id, packVotes: votes, amountMinor: pack.priceMinor, currency: vote.packCurrency };

  for (let attempt = 0; attempt < 3; attempt++) {
    const { plan, payer, replaced } = await app.db.transaction(
      async (
        tx,
      ): Promise<{
        plan: Plan;
        payer: Payer;
        replaced?: OrderRow;
      }> => {
        // Her row's lock: her clicks are planned one after the other (the same lock order as recording a payment).
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) throw notSignedIn();
        if (!user.isEmailVerified) throw forbidden(FAN_VOTE_MESSAGES.unverified);
        if (isDisposableEmail(user.email)) throw forbidden(FAN_VOTE_MESSAGES.disposable);
        await checkPackBuyer(tx, user, vote.id);
        const credits = await creditsOf(tx, vote.id, user.id);
        if (!packFitsCap(credits?.purchased ?? 0, votes, vote.paidCapPerFan)) {
          throw conflict(VOTE_PACK_MESSAGES.overFanCap);
        }
        const payer: Payer = {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phoneNumber,
        };
        const [open] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.userId, user.id), eq(orders.product, VOTE_PACK_PRODUCT), eq(orders.status, 'pending')))
          .limit(1);
        let replaced: OrderRow | undefined;
        if (open) {
          const same =
            open.provider === provider.name &&
            open.voteId === terms.voteId &&
            open.packVotes === terms.packVotes &&
            open.amountMinor === terms.amountMinor &&
            open.currency === terms.currency;
          if (same && now.getTime() - open.createdAt.getTime() < provider.reuseWindowMs) {
            if (open.initialisedAt) return { plan: { kind: 'resume', order: open }, payer };
            if (open.initStartedAt && now.getTime() - open.initStartedAt.getTime() < claimMs) {
              return { plan: { kind: 'wait', order: open }, payer };
            }
            const [claimed] = await tx
              .update(orders)
              .set({ initStartedAt: now, updatedAt: now })
              .where(eq(orders.id, open.id))
              .returning();
            return { plan: { kind: 'start', order: claimed ?? open }, payer };
          }
          // Another pack, vote or provider: that order is closed for good (a payment that still arrives for it is
          // refunded automatically).
          [replaced] = await tx
            .update(orders)
            .set({
              status: 'failed',
              closedReason: 'replaced',
              failureReason: 'superseded by a new payment',
              updatedAt: now,
            })
            .where(eq(orders.id, open.id))
            .returning();
        }
        const [created] = await tx
          .insert(orders)
          .values({
            userId: user.id,
            product: VOTE_PACK_PRODUCT,
            voteId: terms.voteId,
            packVotes: terms.packVotes,
            amountMinor: terms.amountMinor,
            currency: terms.currency,
            provider: provider.name,
            reference: newReference(),
            initStartedAt: now,
          })
          .returning();
        if (!created) throw new Error('order insert returned nothing');
        return { plan: { kind: 'start', order: created }, payer, replaced };
      },
    );
    await cancelAtProviders(app, replaced ? [replaced] : []);

    let order = plan.order;
    if (plan.kind === 'start') return { ...(await startOrder(app, provider, order, payer, extra)), votes };
    if (plan.kind === 'wait') order = await waitForStart(app, order.id, claimMs);
    let resumed: Awaited<ReturnType<PaymentProvider['resume']>>;
    try {
      resumed = await provider.resume({ ...order, ...extra });
    } catch (err) {
      app.log.warn({ err, orderId: order.id }, 'payment provider: resume failed');
      throw providerFailure(err);
    }
    const { outcome } = resumed;
    if (outcome.kind === 'succeeded' || (outcome.kind === 'failed' && outcome.terminal)) {
      // Paid or declined meanwhile (another tab, a webhook on its way): recorded, then a new order is made.
      await recordOutcome(app, order.id, outcome, { source: 'verify', type: `verify.${outcome.kind}` });
      continue;
    }
    return { ...answer(order, resumed), votes };
  }
  throw new AppError(502, PAYMENT_SERVER_MESSAGES.providerRejected);
}
