import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const rolesRoutes = new Hono<AppEnv>();
