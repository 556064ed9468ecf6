import * as v from 'valibot';
import { SsoButtonAnswer } from './shared-sso';
import { SessionAnswer } from './auth';

export const SsoProvidersGetAnswer = v.array(SsoButtonAnswer);

export const SsoExchangePostAnswer = SessionAnswer;
