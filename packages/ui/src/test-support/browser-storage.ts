/** A Storage with the browser's semantics, so session code can run under node:test. */
export class BrowserStorage implements Storage {
  private readonly entries = new Map<string, string>();

  get length(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.entries.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }

  setItem(key: string, value: string): void {
    this.entries.set(key, String(value));
  }
}

/** Installs `window.sessionStorage` and `window.localStorage` for code that reads them. */
export function installBrowserStorage(): { sessionStorage: BrowserStorage; localStorage: BrowserStorage } {
  const storages = { sessionStorage: new BrowserStorage(), localStorage: new BrowserStorage() };
  Object.assign(globalThis, { window: storages });
  return storages;
}
