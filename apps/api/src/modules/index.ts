import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin';
import challengeRoutes from './challenge/routes';
import consentRoutes from './consents/routes';
import contactRoutes from './contact/routes';
import contestantRoutes from './contestants/routes';
import contestantUploadRoutes from './contestants/upload-routes';
import { delegatePageRoutes, delegateProfileRoutes, publicDelegateRoutes } from './delegates/routes';
import draftRoutes from './drafts/routes';
import emailPreferenceRoutes from './email-preferences/routes';
import feeReminderJob from './fee-reminders/routes';
import readinessRoutes from './health/readiness';
import healthRoutes from './health/routes';
import invitationRoutes from './invitations/routes';
import { judgeRoutes } from './judging/routes';
import liveRoutes from './live/routes';
import messageRoutes from './messages/routes';
import notificationRoutes from './notifications/routes';
import paymentRoutes from './payments/routes';
import previewRoutes from './preview/routes';
import privacyRoutes from './privacy/routes';
import registrationFeeRoutes from './registration-fee/routes';
import registrationWindowRoutes from './registration-window/routes';
import resultsRoutes from './results/routes';
import settingsRoutes from './settings/routes';
import siteContentRoutes from './site/content-routes';
import siteFilesRoutes from './site/routes';
import sponsorshipRoutes from './sponsorship/routes';
import themeRoutes from './themes/routes';
import todoRoutes from './todos/routes';
import uploadRoutes from './uploads/routes';
import passkeyRoutes from './users/passkey-routes';
import usersRoutes from './users/routes';
import secondFactorRoutes from './users/second-factor-routes';
import votePackRoutes from './voting/pack-routes';
import votingRoutes from './voting/routes';

/** Every area's routes, under /api. A new area adds one line here. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(readinessRoutes);
      await api.register(themeRoutes);
      await api.register(settingsRoutes);
      await api.register(siteContentRoutes);
      await api.register(usersRoutes);
      await api.register(secondFactorRoutes);
      await api.register(passkeyRoutes);
      await api.register(consentRoutes);
      await api.register(privacyRoutes);
      await api.register(emailPreferenceRoutes);
      await api.register(invitationRoutes);
      await api.register(registrationWindowRoutes);
      await api.register(contestantRoutes);
      await api.register(draftRoutes);
      await api.register(contestantUploadRoutes);
      await api.register(uploadRoutes);
      await api.register(paymentRoutes);
      await api.register(registrationFeeRoutes);
      await api.register(notificationRoutes);
      await api.register(contactRoutes);
      await api.register(sponsorshipRoutes);
      await api.register(previewRoutes);
      await api.register(delegateProfileRoutes);
      await api.register(todoRoutes);
      await api.register(feeReminderJob);
      await api.register(messageRoutes);
      await api.register(publicDelegateRoutes);
      await api.register(judgeRoutes);
      await api.register(resultsRoutes);
      await api.register(votingRoutes);
      await api.register(votePackRoutes);
      await api.register(challengeRoutes);
      await api.register(liveRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  // robots.txt and sitemap.xml live at the site's root, and so do the delegates' pages.
  await app.register(siteFilesRoutes);
  await app.register(delegatePageRoutes);
}
