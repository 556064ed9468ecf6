// /api/api-tokens (manage_api_tokens): list, create (the token is in this answer only), revoke,
// and the calls made with a token. A call made with an API token never reaches these (api-token-auth.ts).
import { Hono } from 'hono';
import * as v from 'valibot';
import { API_TOKEN_MESSAGES, ApiTokenCreateSchema } from '@shared/api-tokens';
import type { AppEnv } from '@server/http/context';
import { requirePermission } from '@server/http/guard';
import { body, pathId } from '@server/http/route-input';
import { apiTokenCallLog, createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';
import { answer } from '@server/http/answer';
import { ApiTokensGetAnswer, ApiTokensByIdCallsGetAnswer } from '@server/http/answers/api-tokens';
import { ApiTokenCreatedAnswer, ApiTokenRowAnswer } from '@server/http/answers/shared-api-tokens';

export const apiTokensRoutes = new Hono<AppEnv>();

apiTokensRoutes.use('*', requirePermission('manage_api_tokens'));

apiTokensRoutes.get('/', answer(ApiTokensGetAnswer), async (c) => c.json(await listApiTokens(c.get('db'), c.get('user'))));

apiTokensRoutes.post('/', body(ApiTokenCreateSchema), answer(ApiTokenCreatedAnswer, 201), async (c) => {
  return c.json(await createApiToken(c.get('db'), c.get('user'), c.req.valid('json')), 201);
});

apiTokensRoutes.post('/:id/revoke', pathId(API_TOKEN_MESSAGES.notFound), body(v.object({})), answer(ApiTokenRowAnswer), async (c) => {
  return c.json(await revokeApiToken(c.get('db'), c.get('user'), c.req.valid('param').id));
});

apiTokensRoutes.get('/:id/calls', pathId(API_TOKEN_MESSAGES.notFound), answer(ApiTokensByIdCallsGetAnswer), async (c) => {
  return c.json(await apiTokenCallLog(c.get('db'), c.get('user'), c.req.valid('param').id));
});
