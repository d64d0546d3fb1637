import autocannon from 'autocannon';
import { type Dispatcher, Pool } from 'undici';

/** One row of a benchmark table. */
export interface Row {
  scenario: string;
  'target rps': number | 'max';
  'req/s': number;
  'p50 ms': string;
  'p95 ms': string;
  'p99 ms': string;
  statuses: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Runs one scenario for `seconds` against one or more servers at once (round robin: each gets an equal share of
 * the rate and connections): at a fixed total rate, paced evenly (`paced` below), or, with rate 'max', with
 * autocannon as fast as the servers answer.
 */
export async function scenario(
  name: string,
  options: { origins: string[]; seconds: number; rate: number | 'max'; connections?: number },
  request: (i: number) => autocannon.Request,
): Promise<Row> {
  if (options.rate !== 'max') return paced(name, { ...options, rate: options.rate }, request);
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let i = 0;
  const connections = options.connections ?? 32;
  const share = Math.max(1, Math.round(connections / options.origins.length));
  const results = await Promise.all(
    options.origins.map(
      (url) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url,
              connections: share,
              duration: options.seconds,
              requests: [{ setupRequest: (req) => ({ ...req, ...request(i++) }) }],
            },
            (error, done) => (error ? reject(error) : resolve(done)),
          );
          instance.on('response', (_client, status, _bytes, ms) => {
            times.push(ms);
            countStatus(statuses, status);
          });
        }),
    ),
  );
  return row(
    name,
    options.rate,
    Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    times,
    statuses,
  );
}

/** One more answer with this status (0: no answer at all). */
function countStatus(statuses: Map<number, number>, status: number) {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
}

function row(
  name: string,
  rate: number | 'max',
  perSecond: number,
  times: number[],
  statuses: Map<number, number>,
): Row {
  times.sort((a, b) => a - b);
  return {
    scenario: name,
    'target rps': rate,
    'req/s': perSecond,
    'p50 ms': percentile(times, 50).toFixed(1),
    'p95 ms': percentile(times, 95).toFixed(1),
    'p99 ms': percentile(times, 99).toFixed(1),
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
  };
}

/**
 * A fixed rate as guests make it: one request every 1000/rate ms, whether or not earlier ones have been answered
 * (an open loop, like wrk2 or k6's constant arrival rate), the servers taking turns. Each latency runs from when
 * the request left: the load generator shares the machine's two cores with the servers (and PostgreSQL), and a
 * moment it is kept off the CPU is not the servers' wait. (autocannon's `overallRate` sends each second's share
 * back to back at the start of the second: a burst at full speed every second, whose queueing it then reports
 * as the latency of a steady rate.)
 */
async function paced(
  name: string,
  options: { origins: string[]; seconds: number; rate: number },
  request: (i: number) => autocannon.Request,
): Promise<Row> {
  const pools = options.origins.map(
    (origin) => new Pool(origin, { connections: 16, connect: { autoSelectFamily: true } }),
  );
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const started = performance.now();
  const answered: Promise<void>[] = [];
  const send = async (n: number) => {
    const { method = 'GET', path = '/', headers = {}, body } = request(n);
    const sentAt = performance.now();
    try {
      const res = await pools[n % pools.length]!.request({
        method: method as Dispatcher.HttpMethod,
        path,
        headers,
        body,
      });
      await res.body.dump();
      times.push(performance.now() - sentAt);
      countStatus(statuses, res.statusCode);
    } catch {
      countStatus(statuses, 0);
    }
  };
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor((performance.now() - started) / interval) + 1);
    while (sent < due) answered.push(send(sent++));
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, started + sent * interval - performance.now())),
    );
  }
  await Promise.all(answered);
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(pools.map((pool) => pool.close()));
  return row(name, options.rate, Math.round(times.length / elapsed), times, statuses);
}
