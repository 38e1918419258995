import { z } from 'zod';
import { BinaryReply, localRoute, localRoutes, sessionOf } from '../http/gateway-route';

const printBody = z.object({
  /** The page as the browser shows it, e.g. `/reportcommit/week/all/1/48/<projectId>/<scheduleId>`. */
  path: z.string().min(1).max(500),
  /** The file name offered to save, without extension. */
  fileName: z
    .string()
    .max(120)
    // Plain ASCII: a header value takes nothing else.
    .regex(/^[A-Za-z0-9 ._-]*$/, 'letters, digits, spaces, dots, dashes and underscores only')
    .optional(),
});

/** PDF prints of report pages, each one recorded in the company's audit log. */
export const pdfExportRoutes = localRoutes({
  exportPdf: localRoute({
    method: 'POST',
    path: '/exports/pdf',
    access: 'session',
    body: printBody,
    // Spec part 2, 2.11: an export may take up to 5 minutes (a whole schedule's Gantt); reports finish far sooner.
    timeoutMs: 300_000,
    auditedExport: true,
    handle: async ({ body, grant }, { pdf }) => {
      const printed = await pdf.print(sessionOf(grant), body.path);
      const name = (body.fileName ?? printed.page).trim() || printed.page;
      return pdfReply(printed.content, name);
    },
  }),
  /** The same print as a background job: answered at once with the job, whose stages its owner then follows. */
  startPdfJob: localRoute({
    method: 'POST',
    path: '/exports/pdf/jobs',
    access: 'session',
    body: printBody,
    successStatus: 202,
    handle: async ({ body, grant }, { pdfJobs }) => ({ job: await pdfJobs.start(sessionOf(grant), body.path, body.fileName) }),
  }),
  pdfJobStatus: localRoute({
    method: 'GET',
    path: '/exports/pdf/jobs/:jobId',
    access: 'session',
    handle: async ({ params, grant }, { pdfJobs }) => ({ job: await pdfJobs.status(sessionOf(grant), params.jobId!) }),
  }),
  pdfJobFile: localRoute({
    method: 'GET',
    path: '/exports/pdf/jobs/:jobId/file',
    access: 'session',
    auditedExport: true,
    handle: async ({ params, grant }, { pdfJobs }) => {
      const printed = await pdfJobs.file(sessionOf(grant), params.jobId!);
      return pdfReply(printed.content, printed.fileName);
    },
  }),
});

function pdfReply(content: Buffer, name: string): BinaryReply {
  return new BinaryReply('application/pdf', content, {
    'Content-Disposition': `attachment; filename="${name.replace(/"/g, '')}.pdf"`,
    'Cache-Control': 'no-store',
  });
}
