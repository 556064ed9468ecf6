import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const brandsRoutes = new Hono<AppEnv>();
