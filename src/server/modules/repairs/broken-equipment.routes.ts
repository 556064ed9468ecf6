import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const brokenEquipmentRoutes = new Hono<AppEnv>();
