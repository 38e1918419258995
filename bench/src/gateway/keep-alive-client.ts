import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * node:http with a keep-alive pool: cheaper per request than fetch, so the load generator (on the same two cores
 * as the system under test) takes less CPU from it. The pool is bounded well above the expected concurrency;
 * `openSockets` shows whether it ever became the limit.
 */
export class KeepAliveClient {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

  constructor(private readonly baseUrl: URL) {}

  request(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: this.baseUrl.hostname, port: this.baseUrl.port, method, path, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  get openSockets(): number {
    return Object.values(this.agent.sockets).reduce((sum, list) => sum + (list?.length ?? 0), 0);
  }

  close(): void {
    this.agent.destroy();
  }
}
