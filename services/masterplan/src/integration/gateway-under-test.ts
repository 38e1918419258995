import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import type { LoginResponse, SessionResponse } from '@tenon/contracts';
import { DEMO_COMPANY, DEMO_PASSWORD } from '@tenon/demo-data';
import { siblingServices } from '@tenon/service-kit/testing';

export interface GatewayUnderTest {
  baseUrl: string;
  /** A company session of a demo user (`admin@tenon.demo` and the like) of the demo company. */
  sessionOf(email: string): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** The gateway on a database, Redis key prefix and port of its own, with the demo people seeded. */
export async function startGateway(): Promise<GatewayUnderTest> {
  const run = randomBytes(4).toString('hex');
  const port = await freePort();
  // The built gateway as its own process, as in production (a service never imports another).
  const siblings = siblingServices(run);
  const child = siblings.start('gateway', { GATEWAY_PORT: String(port), JWT_SECRET: randomBytes(24).toString('hex'), REDIS_KEY_PREFIX: `tenon-test-${run}:` });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 1; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with code ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/api/v1/health`).then((r) => r.status < 500, () => false);
    if (up) break;
    if (attempt === 120) throw new Error('the gateway did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    async sessionOf(email) {
      const login = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
      const { token } = (await login.json()) as LoginResponse;
      const session = await fetch(`${baseUrl}/api/v1/auth/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ companyId: DEMO_COMPANY.id }),
      });
      if (session.status !== 201) throw new Error(`no session for ${email}: ${session.status} ${await session.text()}`);
      return ((await session.json()) as SessionResponse).sessionToken;
    },
    stop: () => siblings.stopAll(),
  };
}
