import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const repairersRoutes = new Hono<AppEnv>();
