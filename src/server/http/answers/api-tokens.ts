import * as v from 'valibot';
import { ApiTokenRowAnswer, ApiTokenCallAnswer } from './shared-api-tokens';

export const ApiTokensGetAnswer = v.array(ApiTokenRowAnswer);

export const ApiTokensByIdCallsGetAnswer = v.array(ApiTokenCallAnswer);
