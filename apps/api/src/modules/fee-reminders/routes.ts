import type { FastifyPluginAsync } from 'fastify';
import { scheduleRepeating } from '../privacy/retention';
import { FEE_REMINDER_RUN_EVERY_MS, runFeeReminders } from './service';

/** The unpaid-fee reminders' job: runs at start and then every FEE_REMINDER_RUN_EVERY_MS on every instance. */
const feeReminderJob: FastifyPluginAsync = async (app) => {
  let job: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    job = scheduleRepeating(
      () => runFeeReminders(app).catch((err) => app.log.error({ err }, 'unpaid-fee reminders failed')),
      FEE_REMINDER_RUN_EVERY_MS,
    );
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
};

export default feeReminderJob;
