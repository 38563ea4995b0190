import { castVoteAnswerSchema, errorEnvelopeSchema, leaderboardSchema, successEnvelope } from '@cq/shared';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flatEnvelope, oncePerData } from '../src/modules/voting/serializers';

const count = z.object({ total: z.number().int(), rows: z.array(z.object({ name: z.string(), votes: z.number() })) });
const route = (schema: z.ZodType, httpStatus: string) => ({ schema, method: 'GET', url: '/count', httpStatus });

describe('the public count, written once per count', () => {
  it('writes the same count once and answers its text to every reader', () => {
    const write = oncePerData(route(successEnvelope(count), '200'));
    const board = { total: 3, rows: [{ name: 'Amara', votes: 3 }] };
    const first = write({ success: true, data: board });
    expect(JSON.parse(first)).toEqual({ success: true, data: board });
    // The same object again: the text kept with it. A count is a new object each time it is counted, never one
    // changed in place, so what is kept is what the object held when it was written.
    board.total = 4;
    expect(write({ success: true, data: board })).toBe(first);
  });

  it('writes a new count afresh, and an answer with another message', () => {
    const write = oncePerData(route(successEnvelope(count), '200'));
    const before = { total: 3, rows: [{ name: 'Amara', votes: 3 }] };
    const after = { total: 4, rows: [{ name: 'Amara', votes: 4 }] };
    write({ success: true, data: before });
    expect(JSON.parse(write({ success: true, data: after })).data.total).toBe(4);
    expect(JSON.parse(write({ success: true, message: 'Hidden until the end.', data: after })).message).toBe(
      'Hidden until the end.',
    );
    expect(JSON.parse(write({ success: true, data: after })).message).toBeUndefined();
  });

  it('still refuses an answer that breaks its schema, and writes refusals as always', () => {
    const write = oncePerData(route(successEnvelope(count), '200'));
    expect(() => write({ success: true, data: { total: 'three', rows: [] } })).toThrow();
    const refusal = oncePerData(route(errorEnvelopeSchema, '404'));
    const answer = { success: false, code: 'not_found', message: 'This vote does not exist.' };
    expect(JSON.parse(refusal(answer))).toEqual(answer);
  });
});

describe('a fan’s vote answered, checked field by field', () => {
  const schema = successEnvelope(castVoteAnswerSchema);
  const bySchema = serializerCompiler(route(schema, '201'));
  const write = flatEnvelope(route(schema, '201'));
  const answer = {
    ballotId: '0b7f6c1e-1d1a-4a59-9f5e-4b1c8f3c2a10',
    delegate: 'amara-okafor-1a2b3c',
    votingDay: '2026-11-28',
    remainingToday: 0,
    repeated: false,
    paid: false,
    creditsLeft: 3,
  };

  it('writes exactly what the schema’s own check writes: its fields only, in its order', () => {
    const payload = { success: true, message: 'Your vote has been counted.', data: { ...answer, extra: 'kept back' } };
    expect(write(payload)).toBe(bySchema(payload));
    expect(JSON.parse(write(payload)).data).toEqual(answer);
    const reordered = { data: Object.fromEntries(Object.entries(answer).reverse()), success: true };
    expect(write(reordered)).toBe(bySchema(reordered));
  });

  it('refuses an answer that does not fit, as the schema’s check does', () => {
    for (const data of [
      { ...answer, remainingToday: 1.5 },
      { ...answer, creditsLeft: '3' },
      { ...answer, repeated: undefined },
      { ...answer, ballotId: null },
    ]) {
      expect(() => write({ success: true, data })).toThrow();
    }
    expect(() => write({ success: true, message: 42, data: answer })).toThrow();
  });

  it('leaves any other shape to the schema’s own check', () => {
    const board = successEnvelope(leaderboardSchema);
    const payload = {
      success: true,
      data: { slug: 'finale', hidden: false, total: 1, rows: [], countedAt: '2026-11-28T21:00:00.000Z' },
    };
    expect(flatEnvelope(route(board, '200'))(payload)).toBe(serializerCompiler(route(board, '200'))(payload));
    const refusal = { success: false, message: 'Too many votes.' };
    expect(flatEnvelope(route(errorEnvelopeSchema, '429'))(refusal)).toBe(
      serializerCompiler(route(errorEnvelopeSchema, '429'))(refusal),
    );
  });
});
