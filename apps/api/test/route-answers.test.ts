import { errorEnvelopeSchema, successEnvelope } from '@cq/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponses, ok, prebuildAnswer, prebuiltJson, sendPrebuilt, signedInDoc } from '../src/lib/answers';

/** What every route answers, written once: the same answers, to the byte, as the routes spelled them. */
describe('the routes’ shared answers', () => {
  it('documents the error envelope for each status asked for', () => {
    expect(errorResponses(400, 401, 404)).toEqual({
      400: errorEnvelopeSchema,
      401: errorEnvelopeSchema,
      404: errorEnvelopeSchema,
    });
    expect(signedInDoc('admin')).toEqual({ tags: ['admin'], security: [{ bearer: [] }] });
  });

  it('wraps data in the success envelope, with a message only when one is given', () => {
    expect(JSON.stringify(ok({ a: 1 }))).toBe('{"success":true,"data":{"a":1}}');
    expect(JSON.stringify(ok({ a: 1 }, 'Saved'))).toBe('{"success":true,"message":"Saved","data":{"a":1}}');
    expect(ok(null, undefined)).toEqual({ success: true, data: null });
    expect('message' in ok(null, undefined)).toBe(false);
  });

  it('sends a prebuilt answer as it is, as JSON, and a served answer matches the serialised one', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const answer = successEnvelope(z.object({ count: z.number().int() }));
    type Answer = z.infer<typeof answer>;
    const schema = { response: { 200: answer, ...errorResponses(401) } };
    app.get('/built', { schema }, async (_request, reply) =>
      sendPrebuilt(reply, prebuildAnswer<Answer>(ok({ count: 3 }))),
    );
    app.get('/text', { schema }, async (_request, reply) =>
      sendPrebuilt(reply, prebuiltJson<Answer>('{"success":true,"data":{"count":3}}')),
    );
    app.get('/served', { schema }, async () => ok({ count: 3 }));
    const [built, text, served] = await Promise.all(['/built', '/text', '/served'].map((url) => app.inject({ url })));
    expect(built?.body).toBe('{"success":true,"data":{"count":3}}');
    expect(built?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(text?.body).toBe(built?.body);
    expect(served?.body).toBe(built?.body);
    expect(served?.headers['content-type']).toBe(built?.headers['content-type']);
    await app.close();
  });
});
