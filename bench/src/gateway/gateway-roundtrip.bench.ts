/**
 * Authenticated reads through gateway → Kafka → projects service → database at a fixed
 * arrival rate (open loop: a slow answer does not slow the senders), then latency percentiles.
 * Needs the product running (`npm start`). Usage: node bench/dist/gateway/gateway-roundtrip.bench.js [rps] [seconds]
 */
const baseUrl = process.env.TENON_URL ?? 'http://127.0.0.1:8080';
const rate = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 30);

interface LoginAnswer {
  token: string;
  companies: { id: string }[];
}

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function openSession(): Promise<string> {
  const login = await post<LoginAnswer>('/api/v1/auth/login', { email: 'admin@tenon.demo', password: 'Tenon-demo-2026' });
  const company = login.companies[0];
  if (!company) throw new Error('the demo admin has no company');
  const session = await post<{ sessionToken: string }>('/api/v1/auth/sessions', { companyId: company.id }, login.token);
  return session.sessionToken;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const token = await openSession();
  const read = async (): Promise<number> => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/v1/projects`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 50; i++) await read(); // warm-up: JIT, connection pools, consumer fetch loops

  const latencies: number[] = [];
  let failures = 0;
  const total = rate * seconds;
  const intervalMs = 1000 / rate;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(read().then((ms) => void latencies.push(ms), () => void failures++));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const fmt = (n: number): string => n.toFixed(1).padStart(8);
  console.log(`gateway-roundtrip: GET /api/v1/projects, target ${rate} req/s for ${seconds} s`);
  console.log(`requests ${total}, ok ${latencies.length}, failed ${failures}, achieved ${(latencies.length / elapsed).toFixed(1)} req/s`);
  console.log(`latency ms   p50${fmt(percentile(latencies, 50))}   p95${fmt(percentile(latencies, 95))}   p99${fmt(percentile(latencies, 99))}   max${fmt(latencies.at(-1) ?? NaN)}`);
  console.log(`goal p99 < 50 ms: ${percentile(latencies, 99) < 50 ? 'met' : 'NOT met'}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
