/** The account menu's label (SPEC §2): the first name, or 'Account' when there is none. */
export function accountLabel(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : 'Account';
}
