import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

export const departmentsRoutes = new Hono<AppEnv>();
