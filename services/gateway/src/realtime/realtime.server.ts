import type { Server as HttpServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Consumer, Kafka } from 'kafkajs';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { AuthContext } from '@tenon/contracts';
import { getProcessLogger, namespacedTopic, type ProjectAccessClient } from '@tenon/service-kit';
import type { SessionLookup } from '../auth/session.store';
import { authorize, type TokenVerifier } from '../http/access-guard';
import { realtimeMessageOf, REALTIME_TOPICS, roomOf } from './realtime-messages';

export const REALTIME_PATH = '/realtime';
/** Open sockets whose session has ended (sign-out, password change) are closed within this long. */
const SESSION_RECHECK_MS = 30_000;

const subscribeSchema = z.object({ projectId: z.string().regex(/^[0-9a-f]{24}$/), scheduleId: z.string().regex(/^[0-9a-f]{24}$/) }).strict();

interface RealtimeDependencies {
  tokens: TokenVerifier;
  sessions: SessionLookup;
  access: Pick<ProjectAccessClient, 'assertScheduleAccess'>;
  kafka: Kafka;
}

type Ack = (reply: { ok: true } | { ok: false; code: string; message: string }) => void;

/**
 * Live screens (architecture: socket.io on /realtime): a browser signs its socket with its company session, asks to
 * follow a schedule (its access checked like any request), and is told of every change to it that the services
 * announce. Each gateway instance reads the announcements itself (its own consumer group) and tells its own sockets,
 * so no shared adapter is needed between instances.
 */
export class RealtimeServer {
  private readonly io: Server;
  private consumer: Consumer | undefined;
  private readonly recheck: NodeJS.Timeout;

  constructor(
    httpServer: HttpServer,
    private readonly deps: RealtimeDependencies,
  ) {
    // Same origin only: the web app is served by this gateway.
    this.io = new Server(httpServer, { path: REALTIME_PATH, serveClient: false, transports: ['websocket'], maxHttpBufferSize: 10_000 });
    this.io.use((socket, next) => {
      this.authenticate(socket)
        .then(() => next())
        .catch((error: unknown) => next(Object.assign(new Error(error instanceof Error ? error.message : 'UNAUTHENTICATED'), { data: { code: 'UNAUTHENTICATED' } })));
    });
    this.io.on('connection', (socket) => {
      socket.on('subscribe', (body: unknown, ack?: Ack) => void this.subscribe(socket, body, typeof ack === 'function' ? ack : () => undefined));
      socket.on('unsubscribe', (body: unknown) => {
        const parsed = subscribeSchema.safeParse(body);
        if (parsed.success) void socket.leave(roomOf(authOf(socket).companyId, parsed.data.scheduleId));
      });
    });
    this.recheck = setInterval(() => void this.closeEndedSessions(), SESSION_RECHECK_MS);
    this.recheck.unref();
  }

  /** Starts reading the announcements; the gateway answers requests whether or not this has joined yet. */
  async start(): Promise<void> {
    this.consumer = this.deps.kafka.consumer({ groupId: namespacedTopic(`gateway-realtime-${randomUUID()}`) });
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: REALTIME_TOPICS.map((topic) => namespacedTopic(topic)), fromBeginning: false });
    const topicOf = new Map(REALTIME_TOPICS.map((topic) => [namespacedTopic(topic), topic]));
    await this.consumer.run({
      eachMessage: ({ topic, message }) => {
        try {
          const event = JSON.parse(message.value?.toString() ?? '{}') as { payload?: unknown };
          const routed = realtimeMessageOf(topicOf.get(topic) ?? topic, event.payload);
          if (routed !== null) this.io.to(routed.room).emit('change', routed.message);
        } catch (error) {
          getProcessLogger().warn({ err: error, topic }, 'realtime announcement not read');
        }
        return Promise.resolve();
      },
    });
  }

  async close(): Promise<void> {
    clearInterval(this.recheck);
    await this.consumer?.disconnect().catch(() => undefined);
    await new Promise<void>((done) => {
      void this.io.close(() => done());
    });
  }

  private async authenticate(socket: Socket): Promise<void> {
    const { token } = (socket.handshake.auth ?? {}) as { token?: unknown };
    if (typeof token !== 'string') throw new Error('Sign in and choose a company first');
    const grant = await authorize('session', `Bearer ${token}`, this.deps.tokens, this.deps.sessions);
    if (grant.kind !== 'session') throw new Error('Choose a company first');
    (socket.data as { auth?: AuthContext }).auth = grant.auth;
  }

  private async subscribe(socket: Socket, body: unknown, ack: Ack): Promise<void> {
    const parsed = subscribeSchema.safeParse(body);
    if (!parsed.success) return ack({ ok: false, code: 'VALIDATION_FAILED', message: 'Send the project and schedule ids' });
    const auth = authOf(socket);
    try {
      await this.deps.access.assertScheduleAccess(auth, parsed.data);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      return ack({ ok: false, code: typeof code === 'string' ? code : 'NO_PERMISSION', message: error instanceof Error ? error.message : 'No access to this schedule' });
    }
    await socket.join(roomOf(auth.companyId, parsed.data.scheduleId));
    ack({ ok: true });
  }

  private async closeEndedSessions(): Promise<void> {
    for (const socket of await this.io.fetchSockets()) {
      const auth = (socket.data as { auth?: AuthContext }).auth;
      const session = auth?.sessionId === undefined ? undefined : await this.deps.sessions.find(auth.sessionId).catch(() => null);
      // A lookup that failed (Redis restarting) keeps the socket; only a session known to be gone closes it.
      if (session === undefined) socket.disconnect(true);
    }
  }
}

function authOf(socket: Socket): AuthContext {
  return (socket.data as { auth: AuthContext }).auth;
}
