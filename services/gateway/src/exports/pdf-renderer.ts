import { chromium, type Browser } from 'playwright-core';
import { ConcurrencyLimit, getProcessLogger } from '@tenon/service-kit';
import { DomainError } from '../domain-error';

/** What the print browser's tab holds before the page loads: the caller's sign-in, as the shell keeps it. */
export interface PrintStorage {
  session: Record<string, string>;
  local: Record<string, string>;
}

export interface PrintJob {
  /** Where the gateway serves the web app to itself. */
  origin: string;
  path: string;
  storage: PrintStorage;
  /** Overrides the renderer's limit for a page known to take longer. */
  timeoutMs?: number;
  /** Told as the print moves on: a print slot taken, the page's data on screen, the PDF being written. */
  onStage?: (stage: 'loading' | 'laying-out' | 'writing') => void;
}

const BROWSER_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** Two pages print at once; more would starve the services on a small machine. */
const PRINTS_AT_ONCE = 2;
/** A page says it is ready to print by setting this attribute once its data is on screen. */
const READY_SELECTOR = '[data-print-ready="true"]';

/** The tab's storage written before any script of the page runs; values travel as JSON, never as code. */
function storageScript(storage: PrintStorage): string {
  return `(() => {
    const storage = ${JSON.stringify(storage)};
    for (const [key, value] of Object.entries(storage.session)) window.sessionStorage.setItem(key, value);
    for (const [key, value] of Object.entries(storage.local)) window.localStorage.setItem(key, value);
  })();`;
}

/**
 * Prints the product's own report pages to PDF with headless Chromium: the page renders as the caller sees it, its data
 * fetched with the caller's permissions. One browser is started on first use and kept.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private readonly slots = new ConcurrencyLimit(PRINTS_AT_ONCE);

  constructor(
    private readonly executablePath: string,
    private readonly timeoutMs: number,
  ) {}

  async render(job: PrintJob): Promise<Buffer> {
    await this.slots.acquire();
    try {
      job.onStage?.('loading');
      const browser = await this.started();
      const context = await browser.newContext({ baseURL: job.origin, viewport: { width: 1440, height: 1000 } });
      try {
        await context.addInitScript({ content: storageScript(job.storage) });
        const page = await context.newPage();
        const separator = job.path.includes('?') ? '&' : '?';
        const timeout = job.timeoutMs ?? this.timeoutMs;
        await page.goto(`${job.path}${separator}print=1`, { timeout });
        job.onStage?.('laying-out');
        try {
          await page.waitForSelector(READY_SELECTOR, { timeout, state: 'attached' });
        } catch {
          throw new DomainError('SERVICE_UNAVAILABLE', 'The report did not finish loading; try again');
        }
        job.onStage?.('writing');
        await page.emulateMedia({ media: 'print' });
        // A page that sets its own paper with @page (the Gantt's A3 or A4) gets it; the reports print on A4 landscape.
        return await page.pdf({ format: 'A4', landscape: true, printBackground: true, preferCSSPageSize: true, margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' } });
      } finally {
        await context.close().catch(() => undefined);
      }
    } finally {
      this.slots.release();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser !== null) await (await browser).close().catch(() => undefined);
  }

  private started(): Promise<Browser> {
    this.browser ??= chromium.launch({ executablePath: this.executablePath, args: BROWSER_FLAGS }).then((browser) => {
      // A crashed browser is started again at the next print.
      browser.on('disconnected', () => {
        getProcessLogger().warn('print browser closed');
        this.browser = null;
      });
      return browser;
    });
    return this.browser.catch((error: unknown) => {
      this.browser = null;
      getProcessLogger().error({ err: error }, 'print browser did not start');
      throw new DomainError('SERVICE_UNAVAILABLE', 'PDF printing is not available on this server');
    });
  }
}
