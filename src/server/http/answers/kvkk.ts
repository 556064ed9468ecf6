import * as v from 'valibot';
import { text } from './common';

export const KvkkWorkersByIdExportGetAnswer = v.record(text, v.unknown());
