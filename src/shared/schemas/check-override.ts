// The written reason for handing over an item whose required check has run out (docs/equipment-care.md).
import * as v from 'valibot';
import { CHECK_OVERRIDE_REASON_MESSAGE, CHECK_OVERRIDE_REASON_MIN } from '../equipment-checks';
import { optionalText } from './fields';

/** Optional; when given, at least `CHECK_OVERRIDE_REASON_MIN` characters. '' means none. */
export function checkOverrideReasonField() {
  return v.pipe(
    optionalText(500),
    v.transform((text) => (text ? text : null)),
    v.check((text) => text === null || text.length >= CHECK_OVERRIDE_REASON_MIN, CHECK_OVERRIDE_REASON_MESSAGE),
  );
}
