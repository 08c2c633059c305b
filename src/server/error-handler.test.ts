import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { errorHandler, isConcurrentChange } from './error-handler';

/** Errors shaped as pg and Drizzle raise them: the SQLSTATE on the error or on its cause. */
function databaseError(code: string, wrapped: boolean) {
  const pgError = Object.assign(new Error('could not serialize access'), { code });
  return wrapped ? Object.assign(new Error('Failed query: update orders ...'), { cause: pgError }) : pgError;
}

describe('error handler', () => {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  app.get('/fail/:code/:wrapped', async (request) => {
    const { code, wrapped } = request.params as { code: string; wrapped: string };
    throw databaseError(code, wrapped === 'yes');
  });
  afterAll(() => app.close());

  it('answers 409 with a try-again message when the database stopped a concurrent change', async () => {
    for (const code of ['40001', '40P01']) {
      for (const wrapped of ['yes', 'no']) {
        const response = await app.inject({ url: `/fail/${code}/${wrapped}` });
        expect(response.statusCode, `${code} ${wrapped}`).toBe(409);
        expect(response.json().code).toBe('CONCURRENT_CHANGE');
      }
    }
  });

  it('keeps other database failures a 500 that shows no internals', async () => {
    const response = await app.inject({ url: '/fail/23502/yes' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('orders');
  });

  it('recognises the codes only, however deep Drizzle wrapped them', () => {
    expect(isConcurrentChange(databaseError('40P01', true))).toBe(true);
    expect(isConcurrentChange(new Error('40001'))).toBe(false);
    expect(isConcurrentChange(undefined)).toBe(false);
  });
});
