import { Hono } from 'hono';
import { LoginSchema } from '../../../shared/schemas/auth';
import { revokeSession } from '../../auth/sessions';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { login, publicUser } from './auth.service';

export const authRoutes = new Hono<AppEnv>();

authRoutes.post('/login', async (c) => {
  const input = await parseBody(c, LoginSchema);
  return c.json(await login(c.get('db'), input, c.get('config').sessionTtlHours));
});


authRoutes.post('/logout', async (c) => {
  await revokeSession(c.get('db'), c.get('user').sessionId);
  return c.json({ ok: true });
});

authRoutes.get('/me', async (c) => {
  const user = await publicUser(c.get('db'), c.get('user').id);
  if (!user) throw notFound('Kullanıcı bulunamadı.');
  return c.json({ ...user, permissions: c.get('user').permissions, warehouse_ids: c.get('user').warehouseIds });
});
