import { useLayoutEffect, type RefObject } from 'react';
import { windowFillHeight } from './window-fill';

/**
 * Gives `pane` the height with which the page ends at the window's bottom: a scrolling chart under bars that wrap
 * on a narrow window, where a fixed `calc(100vh - …)` left the page itself a scrollbar (and a focused field in a
 * popup scrolled the whole page). `container` holds the pane and what goes under it.
 */
export function useWindowFill(pane: RefObject<HTMLElement | null>, container: RefObject<HTMLElement | null>, minHeight: number): void {
  useLayoutEffect(() => {
    const paneElement = pane.current;
    const containerElement = container.current;
    if (paneElement === null || containerElement === null) return undefined;
    const fit = () => {
      const paneBox = paneElement.getBoundingClientRect();
      const under = containerElement.getBoundingClientRect().bottom - paneBox.bottom;
      const height = windowFillHeight({ paneTop: paneBox.top + window.scrollY, below: under + bottomEdges(containerElement), viewportHeight: window.innerHeight, minHeight });
      if (paneElement.style.height !== `${height}px`) paneElement.style.height = `${height}px`;
    };
    fit();
    // The container resizes when a bar above the pane wraps or a banner comes and goes; setting the same height again
    // changes nothing, so this settles at once.
    const resized = new ResizeObserver(fit);
    resized.observe(containerElement);
    window.addEventListener('resize', fit);
    return () => {
      resized.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [pane, container, minHeight]);
}

/** The bottom padding, border and margin of an element and of every element holding it. */
function bottomEdges(element: HTMLElement): number {
  let sum = 0;
  for (let node: HTMLElement | null = element; node !== null && node !== document.documentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    sum += (parseFloat(style.marginBottom) || 0) + (node === element ? 0 : (parseFloat(style.paddingBottom) || 0) + (parseFloat(style.borderBottomWidth) || 0));
  }
  return sum;
}
