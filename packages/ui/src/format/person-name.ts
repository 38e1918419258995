/** The parts of a person a list names them by: a project member with names, a company user. */
export interface NamedPerson {
  name?: string;
  lastname?: string;
  email?: string;
}

/** How a screen names a person: first and last name, else the e-mail, else `fallback` (the id, a dash, "Unknown"). */
export function personName(person: NamedPerson | undefined, fallback: string): string {
  if (person === undefined) return fallback;
  const full = [person.name, person.lastname].filter((part) => part !== undefined && part !== '').join(' ');
  return full === '' ? person.email || fallback : full;
}
