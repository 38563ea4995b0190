import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../config';

/** Log lines go to a stream; in development a human-readable one. */
export interface LogStream {
  write(line: string): unknown;
}

/**
 * In development the log is read by a person at a terminal: pino-pretty turns each JSON line into one readable
 * line (synchronously, in this thread). Production and tests keep pino's JSON for machines.
 */
export async function developmentLogStream(
  config: Config,
  destination: NodeJS.WritableStream | number = 1,
): Promise<LogStream | undefined> {
  if (config.env !== 'development') return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
    destination,
  });
}

/**
 * One debug line per request instead of Fastify's two at info: a developer sees what matters at the default
 * level, and LOG_LEVEL=debug brings every request back. A request that fails is still logged as an error.
 */
export class DebugRequestLogs extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.debug({ req: request, ...line }, 'request completed');
  }
}
