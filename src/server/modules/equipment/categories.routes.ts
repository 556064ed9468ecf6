import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const categoriesRoutes = new Hono<AppEnv>();
