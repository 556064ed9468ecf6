// A user as pickers, sessions and details name them: who they are and how to reach them.
import { users } from './schema';

export const userContactColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  tc_no: users.tc_no,
  phone: users.phone,
};
