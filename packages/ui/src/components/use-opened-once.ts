import { useState } from 'react';

/**
 * True from the first render in which `open` is, on: a modal mounted then, and kept so that it closes with its
 * animation. Closed, antd's modal and form still run their hooks in every render of the page that holds them.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, set while rendering: React renders again at once, before anything is shown.
  if (open && !opened) setOpened(true);
  return opened || open;
}
