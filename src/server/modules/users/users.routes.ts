import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const usersRoutes = new Hono<AppEnv>();
