/** A text field's value and its setter, as `useState` gives them. */
export type FieldState = readonly [string, (value: string) => void];

/** What a group of fields needs of its form (`useFormHints`): the hint of each field, and telling it one was left. */
export interface FieldHints<F extends string> {
  hint: (field: F) => string | undefined;
  blur: (field: F) => void;
}
