import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const equipmentRoutes = new Hono<AppEnv>();
