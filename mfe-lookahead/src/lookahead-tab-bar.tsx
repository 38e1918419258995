import { useRef, type KeyboardEvent, type MouseEvent } from 'react';

export interface TabBarItem<Key extends string> {
  key: Key;
  label: string;
}

interface TabBarProps<Key extends string> {
  items: ReadonlyArray<TabBarItem<Key>>;
  active: Key;
  /** The address each tab opens, so that a tab can also be opened in a new browser tab. */
  hrefOf: (key: Key) => string;
  onOpen: (key: Key) => void;
  testId: string;
  /** The id of the element showing the active tab's page (`role="tabpanel"`), which that tab controls. */
  panelId: string;
}

/** The id of a tab of the bar: the panel names it as its label. */
export const tabIdOf = (testId: string, key: string): string => `${testId}-tab-${key}`;

const TAB_BAR_CSS = `
.tab-bar { display: flex; gap: 32px; margin: 0; padding: 0 24px; border-bottom: 1px solid rgba(5,5,5,0.06); }
.tab-bar > a { position: relative; padding: 12px 0; font-size: 14px; line-height: 22px; color: rgba(0,0,0,0.88); text-decoration: none; outline: none; }
.tab-bar > a:hover { color: #4096ff; }
.tab-bar > a:focus-visible { outline: 2px solid #91caff; outline-offset: -2px; border-radius: 4px; }
.tab-bar > a[aria-selected="true"] { color: #1677ff; text-shadow: 0 0 0.25px currentcolor; }
.tab-bar > a[aria-selected="true"]::after { content: ''; position: absolute; left: 0; right: 0; bottom: -1px; height: 2px; background: #1677ff; }
`;

/**
 * A row of tabs that open addresses. antd's Tabs measures its bar in a layout effect to place its ink bar and fold
 * overflowing tabs, which forces a style and layout pass of the whole page inside the commit that first shows it; a
 * bar of three fixed tabs needs neither. Keyboard: the arrow keys, Home and End move between tabs, Enter or Space opens.
 */
export function TabBar<Key extends string>({ items, active, hrefOf, onOpen, testId, panelId }: TabBarProps<Key>) {
  const bar = useRef<HTMLDivElement>(null);
  const open = (event: MouseEvent, key: Key) => {
    // A click with a modifier opens the address the browser's way (a new tab or window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(key);
  };
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (event.key === ' ') {
      event.preventDefault();
      onOpen(items[index]!.key);
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    bar.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={bar} role="tablist" className="tab-bar" data-testid={testId}>
      <style>{TAB_BAR_CSS}</style>
      {items.map((item, index) => (
        <a
          key={item.key}
          id={tabIdOf(testId, item.key)}
          role="tab"
          href={hrefOf(item.key)}
          aria-selected={item.key === active}
          // Only the active tab's page is in the document: the others open an address instead of showing a panel.
          aria-controls={item.key === active ? panelId : undefined}
          tabIndex={item.key === active ? 0 : -1}
          onClick={(event) => open(event, item.key)}
          onKeyDown={(event) => move(event, index)}
        >
          {item.label}
        </a>
      ))}
    </div>
  );
}
