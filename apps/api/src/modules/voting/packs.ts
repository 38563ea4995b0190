import {
  ERROR_CODES,
  FAN_VOTE_MESSAGES,
  fanVoteState,
  type PaymentInitialize,
  packFitsCap,
  VOTE_PACK_MESSAGES,
  VOTE_PACK_PRODUCT,
} from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import { badInput, conflict, forbidden, notFound } from '#api/lib/errors';
import { enqueueEmail } from '#api/mail';
import { packReceiptMessage, refundReceiptMessage } from '#api/mail/templates/payments';
import { type OrderProduct, receiptDetails, startOrder } from '#api/modules/payments/orders';
import type { PaymentProviders } from '#api/payments';
import { creditPack, creditsOf, takeBackPack } from './credits';
import { isDisposableEmail } from './disposable';
import { checkPackBuyer } from './eligibility';
import { voteById, voteBySlug } from './repo';

/** Where a pack's payer returns: the vote's page, which checks the payment and says what she got. */
export const PACK_RETURN_PATH = '/peoples-choice';

/**
 * A vote pack as the order flow sells it (decision 0028): paid, its votes are credited to her balance in the vote,
 * once; refunded in full, what is left of them leaves it. The registration is never touched.
 */
export const votePackOrder: OrderProduct = {
  id: VOTE_PACK_PRODUCT,
  returnPath: PACK_RETURN_PATH,
  receipt: 'pack',
  // A pack that would take her over the paid votes one fan may buy (another pack paid meanwhile) is refunded.
  async refusal(tx, order) {
    if (!order.voteId || !order.packVotes) return null;
    const vote = await voteById(tx, order.voteId);
    const credits = await creditsOf(tx, order.voteId, order.userId);
    return packFitsCap(credits?.purchased ?? 0, order.packVotes, vote?.paidCapPerFan ?? null) ? null : 'over-cap';
  },
  async paid(tx, { brand, user, order, paidAt }) {
    await creditPack(tx, order);
    await enqueueEmail(tx, {
      to: user.email,
      receiptOrderId: order.id,
      ...packReceiptMessage(brand, {
        ...receiptDetails(user, order),
        paidAt,
        votes: order.packVotes ?? 0,
        voteName: order.voteId ? ((await voteById(tx, order.voteId))?.name ?? '') : '',
        votePath: PACK_RETURN_PATH,
      }),
    });
  },
  async refunded(tx, { brand, user, order, lastRefundMinor }) {
    await takeBackPack(tx, order);
    await enqueueEmail(tx, {
      to: user.email,
      receiptOrderId: order.id,
      ...refundReceiptMessage(brand, {
        ...receiptDetails(user, order),
        refundedMinor: lastRefundMinor,
        refundedTotalMinor: order.amountMinor,
        what: 'pack',
      }),
    });
  },
};

/**
 * POST /votes/:slug/packs (decision 0028): a fan starts paying for a vote pack through the site's provider. The
 * price and currency come from the vote; the votes are credited when the payment is recorded, once. Refused when
 * the vote does not exist (404), is not open (409 vote_not_open, vote_closed), sells no packs (403 packs_off), for a
 * pack not on sale (400), over the paid votes one fan may buy (409 over_cap), or for an unconfirmed or throw-away
 * address (403). Her open order for the same pack is offered again (a double click, a second tab); one for another
 * pack is closed.
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
  if (state === 'scheduled') throw conflict(FAN_VOTE_MESSAGES.notOpen, ERROR_CODES.voteNotOpen);
  if (state === 'closed') throw conflict(FAN_VOTE_MESSAGES.closed, ERROR_CODES.voteClosed);
  if (!vote.paidVoting) throw forbidden(VOTE_PACK_MESSAGES.off, ERROR_CODES.packsOff);
  const pack = vote.packs.find((p) => p.votes === votes);
  if (!pack) throw badInput(VOTE_PACK_MESSAGES.unknownPack, { votes: VOTE_PACK_MESSAGES.unknownPack });

  const started = await startOrder(app, providers, userId, {
    product: votePackOrder,
    once: false,
    description: `${(await app.mail.brand()).siteName} vote pack: ${votes} votes in ${vote.name}`,
    async prepare(tx, user) {
      if (!user.isEmailVerified) throw forbidden(FAN_VOTE_MESSAGES.unverified, ERROR_CODES.emailUnverified);
      if (isDisposableEmail(user.email)) throw forbidden(FAN_VOTE_MESSAGES.disposable, ERROR_CODES.emailDisposable);
      await checkPackBuyer(tx, user, vote.id);
      const credits = await creditsOf(tx, vote.id, user.id);
      if (!packFitsCap(credits?.purchased ?? 0, votes, vote.paidCapPerFan)) {
        throw conflict(VOTE_PACK_MESSAGES.overFanCap, ERROR_CODES.overCap);
      }
      return {
        payer: { email: user.email, firstName: user.firstName, lastName: user.lastName, phone: user.phoneNumber },
        item: { voteId: vote.id, packVotes: votes, amountMinor: pack.priceMinor, currency: vote.packCurrency },
      };
    },
  });
  return { ...started, votes };
}
