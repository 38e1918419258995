import { useRef } from 'react';

/**
 * `derive(input)`, kept from the last render while `same(last input, input)`: the editor's maps by id survive an edit
 * that leaves the outline as it was, instead of being read again from 10,000 rows.
 */
export function useKeptWhile<Input, Value>(input: Input, same: (last: Input, next: Input) => boolean, derive: (input: Input) => Value): Value {
  const kept = useRef<{ input: Input; value: Value } | null>(null);
  const last = kept.current;
  if (last === null || (last.input !== input && !same(last.input, input))) kept.current = { input, value: derive(input) };
  // The next render compares with the newest input, so a long run of edits is compared step by step.
  else last.input = input;
  return kept.current!.value;
}

/** The same rows at the same places (by id), whatever else changed in them. */
export function sameIdsInPlace<T>(id: (item: T) => unknown): (last: readonly T[], next: readonly T[]) => boolean {
  return (last, next) => {
    if (last.length !== next.length) return false;
    for (let index = 0; index < next.length; index += 1) if (last[index] !== next[index] && id(last[index]!) !== id(next[index]!)) return false;
    return true;
  };
}
