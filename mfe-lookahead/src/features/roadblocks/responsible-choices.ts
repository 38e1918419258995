/**
 * Spec part 3, 6: a subtrade (ACP) names as responsibles only the people of its own subcontract (its membership's);
 * without a subcontract it has no one to name. Anyone else chooses among all the project's people.
 */
export function responsibleChoices<Person extends { userId: string; subcontractId?: string | null }>(people: readonly Person[], subtrade: boolean, userId: string | null): Person[] {
  if (!subtrade) return [...people];
  const mine = people.find((person) => person.userId === userId)?.subcontractId ?? null;
  return mine === null ? [] : people.filter((person) => person.subcontractId === mine);
}
