/** What lies around a pane that fills the window, in CSS pixels. */
export interface WindowFillMeasure {
  /** The pane's top, from the top of the document (not of the scrolled view). */
  paneTop: number;
  /** What its container holds under it (a status line), and the containers' own bottom padding, border and margin. */
  below: number;
  viewportHeight: number;
  /** Shortest the pane gets on a small window: then the page scrolls, as a page does. */
  minHeight: number;
}

/** The pane's height for which the page ends at the window's bottom: no page scroll, no space left under it. */
export function windowFillHeight({ paneTop, below, viewportHeight, minHeight }: WindowFillMeasure): number {
  return Math.max(minHeight, Math.floor(viewportHeight - paneTop - below));
}
