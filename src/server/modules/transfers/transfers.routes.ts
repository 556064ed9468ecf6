import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const transfersRoutes = new Hono<AppEnv>();
