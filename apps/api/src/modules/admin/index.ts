import type { FastifyInstance } from 'fastify';
import adminAuditRoutes from './audit/routes';
import adminBulkEmailRoutes from './bulk-email/routes';
import adminContestantsRoutes from './contestants/routes';
import adminDelegateRoutes from './delegates/routes';
import adminInboxRoutes from './inbox/routes';
import adminInvitationRoutes from './invitations/routes';
import adminJudgingRoutes from './judging/routes';
import adminLiveRoutes from './live/routes';
import adminMessageRoutes from './messages/routes';
import adminOverviewRoutes from './overview/routes';
import adminPaymentsRoutes from './payments/routes';
import adminPrivacyRoutes from './privacy/routes';
import adminRejectionReasonRoutes from './rejection-reasons/routes';
import adminSettingsRoutes from './settings/routes';
import adminThemesRoutes from './themes/routes';
import adminTodoRoutes from './todos/routes';
import adminUsersRoutes from './users/routes';
import adminVotingRoutes from './voting/routes';

/**
 * The back office's API under /api/admin (docs/product/back-office.md). Every route in
 * these areas declares `preValidation: staffOnly(resource, action)`; the
 * permission matrix test walks all of them.
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  // Staff answers hold people's details: no browser or proxy keeps a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(adminOverviewRoutes);
  await app.register(adminContestantsRoutes);
  await app.register(adminBulkEmailRoutes);
  await app.register(adminDelegateRoutes);
  await app.register(adminTodoRoutes);
  await app.register(adminRejectionReasonRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminMessageRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminPrivacyRoutes);
  await app.register(adminInvitationRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminThemesRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminJudgingRoutes);
  await app.register(adminVotingRoutes);
  await app.register(adminLiveRoutes);
}
