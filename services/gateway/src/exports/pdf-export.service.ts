import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { permissionAllows, type AuthContext } from '@tenon/contracts';
import { DomainError } from '../domain-error';
import { AuthService } from '../auth/auth.service';
import { GATEWAY_SETTINGS, type GatewaySettings } from '../gateway-settings';
import { PdfRenderer, type PrintJob } from './pdf-renderer';
import { printablePageOf, type PrintablePage } from './printable-pages';

/** How long a page may take to load its data before the print is given up. */
const PRINT_TIMEOUT_MS = 60_000;

export interface PrintedPdf {
  content: Buffer;
  page: string;
}

/** Report pages printed to PDF by the server, as the caller sees them (spec part 2, 2.11; part 3, 2.2 and 2.5). */
@Injectable()
export class PdfExportService implements OnModuleDestroy {
  private readonly renderer: PdfRenderer;

  constructor(
    private readonly auth: AuthService,
    @Inject(GATEWAY_SETTINGS) private readonly settings: GatewaySettings,
  ) {
    this.renderer = new PdfRenderer(settings.chromiumPath, PRINT_TIMEOUT_MS);
  }

  /** The page a path names, when the caller may print it; refused with the reason otherwise. */
  printable(caller: AuthContext, path: string): PrintablePage {
    const page = printablePageOf(path);
    if (page === null) throw new DomainError('VALIDATION_FAILED', 'This page cannot be printed', [{ path: 'path', message: 'not a report or print view' }]);
    if (!permissionAllows(caller.permissions?.[page.key], 'V')) throw new DomainError('NO_PERMISSION', `This needs V on ${page.key}`);
    return page;
  }

  async print(caller: AuthContext, path: string, onStage?: PrintJob['onStage']): Promise<PrintedPdf> {
    const page = this.printable(caller, path);
    const signIn = await this.auth.printSignIn(caller);
    try {
      const content = await this.renderer.render({
        origin: this.settings.printOrigin,
        path,
        ...(page.timeoutMs === undefined ? {} : { timeoutMs: page.timeoutMs }),
        ...(onStage === undefined ? {} : { onStage }),
        storage: {
          session: {
            'tenon.userToken': signIn.login.token,
            'tenon.companySession': JSON.stringify({ sessionToken: signIn.session.sessionToken, company: signIn.session.company, permissions: signIn.session.permissions }),
          },
          local: { 'tenon.user': JSON.stringify(signIn.session.user), 'tenon.companies': JSON.stringify(signIn.login.companies) },
        },
      });
      return { content, page: page.name };
    } finally {
      await signIn.end();
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.renderer.close();
  }
}
