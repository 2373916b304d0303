import { users } from '../modules/identity/schema.ts';

/** The user columns every user shape in the API starts from (profile, admin customer list). */
export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  createdAt: users.createdAt,
};

export type UserFieldsRow = Pick<typeof users.$inferSelect, keyof typeof userColumns>;

/** Those columns under the API's names (SPEC §3): `_id`, `fullName`, `phoneNumber`, ISO dates. */
export function toUserFields(row: UserFieldsRow) {
  return {
    _id: row.id,
    fullName: row.name,
    email: row.email,
    phoneNumber: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}
