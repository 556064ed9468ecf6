import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const workersRoutes = new Hono<AppEnv>();
