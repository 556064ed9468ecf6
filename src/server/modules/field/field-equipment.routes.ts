import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const fieldEquipmentRoutes = new Hono<AppEnv>();
