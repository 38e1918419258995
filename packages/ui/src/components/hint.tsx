import { cloneElement, useEffect, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { Tooltip } from 'antd';
import type { TooltipPlacement } from 'antd/es/tooltip';

type Trigger = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => void;
interface TriggerProps {
  onMouseEnter?: Trigger;
  onMouseLeave?: Trigger;
  onFocus?: Trigger;
  onBlur?: Trigger;
}

/** The button's own handler, then the hint's. */
const both =
  (theirs: Trigger | undefined, ours: Trigger): Trigger =>
  (event) => {
    theirs?.(event);
    ours(event);
  };

/**
 * antd's tooltip for an icon button, mounted only while the button is hovered or focused. A mounted antd Tooltip runs
 * its style, token and trigger hooks on every render: the side menu's, the header's and the plan's bars' dozen of them
 * cost about 20 ms of a page open (CPU profile). The tooltip is drawn over a box laid where the button is, so the
 * button itself is never wrapped or remounted (keyboard focus stays on it).
 */
export function Hint({ title, placement = 'top', children }: { title: string; placement?: TooltipPlacement; children: ReactElement<TriggerProps> }) {
  const [over, setOver] = useState<{ button: HTMLElement; box: DOMRect } | null>(null);
  const own = children.props;
  const show: Trigger = (event) => setOver({ button: event.currentTarget, box: event.currentTarget.getBoundingClientRect() });
  const hide: Trigger = () => setOver(null);
  useEffect(() => {
    if (over === null) return undefined;
    // The box stays where the button was: a page or list scrolled under the pointer would leave the tooltip behind.
    // A button that stays put (the side menu's) keeps its hint.
    const moved = () => {
      const now = over.button.getBoundingClientRect();
      if (now.top !== over.box.top || now.left !== over.box.left) setOver(null);
    };
    window.addEventListener('scroll', moved, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', moved, { capture: true });
  }, [over]);
  const button = cloneElement(children, {
    onMouseEnter: both(own.onMouseEnter, show),
    onMouseLeave: both(own.onMouseLeave, hide),
    onFocus: both(own.onFocus, show),
    onBlur: both(own.onBlur, hide),
  });
  return (
    <>
      {button}
      {over === null
        ? null
        : createPortal(
            <Tooltip open title={title} placement={placement}>
              <span aria-hidden style={{ position: 'fixed', left: over.box.left, top: over.box.top, width: over.box.width, height: over.box.height, pointerEvents: 'none' }} />
            </Tooltip>,
            document.body,
          )}
    </>
  );
}
