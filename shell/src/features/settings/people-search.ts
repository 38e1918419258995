import type { CompanyUser } from '@tenon/contracts/types';

type Searchable = Pick<CompanyUser, 'name' | 'lastname' | 'email' | 'position'>;

/** People whose name, e-mail or position contains every word typed, ignoring case and accents. */
export function matchingUsers<T extends Searchable>(users: readonly T[], search: string): T[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((user) => {
    const text = fold(`${user.name} ${user.lastname} ${user.email} ${user.position}`);
    return words.every((word) => text.includes(word));
  });
}

const fold = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
