import { Hono } from 'hono';
import { LoginSchema, ProfileSchema, SignatureSchema } from '@shared/schemas/auth';
import { revokeSession } from '@server/auth/sessions';
import type { AppEnv } from '@server/http/context';
import { clientAddress } from '@server/http/client-address';
import { notFound } from '@server/http/errors';
import { body, MB } from '@server/http/route-input';
import { NOT_FOUND } from '@shared/not-found';
import { login, publicUser } from './auth.service';
import { setSignature, updateProfile } from './profile.service';
import { answer } from '@server/http/answer';
import { OkAnswer } from '@server/http/answers/common';
import {
  AuthLoginPostAnswer,
  AuthMeGetAnswer,
  AuthProfilePutAnswer,
  AuthSignaturePutAnswer,
  AuthSignatureDeleteAnswer,
} from '@server/http/answers/auth';

export const authRoutes = new Hono<AppEnv>();

authRoutes.post('/login', body(LoginSchema), answer(AuthLoginPostAnswer), async (c) => {
  const config = c.get('config');
  return c.json(await login(c.get('db'), c.req.valid('json'), clientAddress(c), config.sessionTtlHours, config.sso));
});

authRoutes.post('/logout', answer(OkAnswer), async (c) => {
  await revokeSession(c.get('db'), c.get('user').sessionId);
  return c.json({ ok: true });
});

authRoutes.get('/me', answer(AuthMeGetAnswer), async (c) => {
  const user = await publicUser(c.get('db'), c.get('user').id);
  if (!user) throw notFound(NOT_FOUND.user);
  return c.json({ ...user, permissions: c.get('user').permissions, warehouse_ids: c.get('user').warehouseIds });
});

// Settings (spec 02): the signed-in user's own profile and signature; no permission beyond sign-in.
authRoutes.put('/profile', body(ProfileSchema), answer(AuthProfilePutAnswer), async (c) => {
  return c.json(await updateProfile(c.get('db'), c.get('user'), c.req.valid('json')));
});

// A signature is at most 1 MB as a data URL.
authRoutes.put('/signature', body(SignatureSchema, { bytes: 2 * MB }), answer(AuthSignaturePutAnswer), async (c) => {
  return c.json(await setSignature(c.get('db'), c.get('user'), c.req.valid('json').signature));
});

authRoutes.delete('/signature', answer(AuthSignatureDeleteAnswer), async (c) =>
  c.json(await setSignature(c.get('db'), c.get('user'), null)),
);
