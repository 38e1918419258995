import { z } from 'zod';
import { permissionTableSchema } from '../permissions/permission-keys';
import { roleSchema } from '../permissions/roles';

/** Who is asking: filled in by the gateway from the session, trusted by the services. */
export const authContextSchema = z.object({
  userId: z.string().min(1),
  companyId: z.string().min(1),
  role: roleSchema,
  sessionId: z.string().min(1),
  /**
   * The session's permission table, so a service can refuse a write to a read-only (V) caller itself. Absent grants
   * nothing: a service that checks a permission refuses a caller without it.
   */
  permissions: permissionTableSchema.optional(),
});
export type AuthContext = z.infer<typeof authContextSchema>;

/** Value of every Kafka request: `{ auth, data }`. */
export interface ServiceRequest<TData> {
  auth: AuthContext;
  data: TData;
}

export function serviceRequestSchema<TData extends z.ZodType>(data: TData) {
  return z.object({ auth: authContextSchema, data });
}

export interface ServiceErrorBody {
  code: string;
  message: string;
  status: number;
  details?: unknown;
}

/**
 * Value of every Kafka reply. `etag` names the bytes of `data` when the request was conditional (a read the gateway
 * forwards with the browser's If-None-Match).
 */
export type ServiceReply<TData> = { ok: true; data: TData; etag?: string } | { ok: false; error: ServiceErrorBody };

/** The reply to a conditional read whose data would be the very bytes the caller already holds. */
export interface NotModifiedReply {
  ok: true;
  notModified: true;
  etag: string;
}

export const serviceReplySchema = z.union([
  // First: the data variant below would take a reply without data too.
  z.object({ ok: z.literal(true), notModified: z.literal(true), etag: z.string() }),
  z.object({ ok: z.literal(true), data: z.unknown(), etag: z.string().optional() }),
  z.object({
    ok: z.literal(false),
    error: z.object({ code: z.string(), message: z.string(), status: z.number().int(), details: z.unknown().optional() }),
  }),
]);

/** Body of every HTTP error answer. */
export interface HttpErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** Kafka header carrying the request id from the browser edge to every service log line. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** One key per write, reused by the client on retries: the service answers a retry with the first outcome. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
