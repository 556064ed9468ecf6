import * as v from 'valibot';
import {} from './common';
