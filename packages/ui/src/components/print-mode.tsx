/** A page opened by the server's print browser (`?print=1`): shown without the app's menus, every row laid out. */
export function isPrintMode(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('print') === '1';
}

/** Tells the print browser the page's data is on screen; it prints only once this is there. */
export function PrintReady({ ready }: { ready: boolean }) {
  return <span hidden data-testid="print-ready" data-print-ready={ready ? 'true' : 'false'} />;
}
