// /api/api-tokens (manage_api_tokens): list, create (the token is in this answer only), revoke,
// and the calls made with a token. A call made with an API token never reaches these (api-token-auth.ts).
import { Hono } from 'hono';
import * as v from 'valibot';
import { API_TOKEN_MESSAGES, ApiTokenCreateSchema } from '@shared/api-tokens';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { body, pathId } from '@server/http/route-input';
import { apiTokenCallLog, createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';

export const apiTokensRoutes = new Hono<AppEnv>();

apiTokensRoutes.use('*', requirePermission('manage_api_tokens'));

apiTokensRoutes.get('/', async (c) => c.json(await listApiTokens(c.get('db'), c.get('user'))));

apiTokensRoutes.post('/', body(ApiTokenCreateSchema), async (c) => {
  return c.json(await createApiToken(c.get('db'), c.get('user'), c.req.valid('json')), 201);
});

apiTokensRoutes.post('/:id/revoke', pathId(API_TOKEN_MESSAGES.notFound), body(v.object({})), async (c) => {
  return c.json(await revokeApiToken(c.get('db'), c.get('user'), c.req.valid('param').id));
});

apiTokensRoutes.get('/:id/calls', pathId(API_TOKEN_MESSAGES.notFound), async (c) => {
  return c.json(await apiTokenCallLog(c.get('db'), c.get('user'), c.req.valid('param').id));
});
