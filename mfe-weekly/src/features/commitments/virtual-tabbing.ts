import { useCallback, type KeyboardEvent, type RefObject } from 'react';
import type { TableRef } from 'antd/es/table';

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Frames to wait for a line to be drawn, and lines passed over at most, before Tab gives up and stays put. */
const MAX_FRAMES = 10;
const MAX_HOPS = 50;

/**
 * The key of the line Tab should reach when focus leaves `from` forwards (or backwards), skipping lines `skip` names
 * (say an activity heading, which holds nothing to focus); null past either end, where Tab leaves the table.
 */
export function tabTargetKey(keys: readonly string[], from: string, backwards: boolean, skip: (key: string) => boolean = () => false): string | null {
  const at = keys.indexOf(from);
  if (at < 0) return null;
  for (let i = at + (backwards ? -1 : 1); i >= 0 && i < keys.length; i += backwards ? -1 : 1) {
    if (!skip(keys[i]!)) return keys[i]!;
  }
  return null;
}

/**
 * Tab through a virtual table as through a laid-out one: the browser only knows the lines in view, so leaving the last
 * of them by Tab would jump out of the table. Instead the table scrolls the next line in and focuses its first field
 * (its last with Shift+Tab). Within a line, and past either end, Tab does what it always does.
 */
export function useVirtualTabbing(table: RefObject<TableRef | null>, keys: readonly string[], skip?: (key: string) => boolean) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const active = document.activeElement;
      const line = active instanceof HTMLElement ? active.closest<HTMLElement>('[data-row-key]') : null;
      if (active === null || line === null) return;
      const fields = [...line.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const at = fields.indexOf(active as HTMLElement);
      if (at < 0 || (event.shiftKey ? at > 0 : at < fields.length - 1)) return;
      const target = tabTargetKey(keys, line.dataset.rowKey ?? '', event.shiftKey, skip);
      if (target === null) return;
      event.preventDefault();
      const backwards = event.shiftKey;
      const holder = line.closest('.ant-table');
      // The line is drawn a frame or two after the scroll; one with nothing to focus is passed over.
      const focusLine = (key: string, attempt: number, hops: number) => {
        const next = holder?.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(key)}"]`) ?? null;
        if (next === null) {
          if (attempt < MAX_FRAMES) requestAnimationFrame(() => focusLine(key, attempt + 1, hops));
          return;
        }
        const fields = [...next.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const field = backwards ? fields.at(-1) : fields[0];
        if (field !== undefined) return field.focus();
        const further = tabTargetKey(keys, key, backwards, skip);
        if (further === null || hops >= MAX_HOPS) return;
        table.current?.scrollTo({ key: further });
        requestAnimationFrame(() => focusLine(further, 0, hops + 1));
      };
      table.current?.scrollTo({ key: target });
      requestAnimationFrame(() => focusLine(target, 0, 0));
    },
    [table, keys, skip],
  );
}
