// The users list's address: `/users?ara=ayşe&rol=<id>&sayfa=2`. A national id or a phone typed in
// the search stays on the page: never in the browser's history or a server log.
import { idParam, pageParam, textParam, withoutPersonalNumbers } from '@app/lib/list-search';

export const USER_LIST_SEARCH = {
  query: textParam('ara', { keep: withoutPersonalNumbers }),
  roleId: idParam('rol'),
  page: pageParam(),
};
