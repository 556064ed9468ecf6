import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const warehousesRoutes = new Hono<AppEnv>();
