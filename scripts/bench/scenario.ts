import autocannon from 'autocannon';

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
 * the rate and connections), at a fixed total rate or, with rate 'max', as fast as the servers answer.
 */
export async function scenario(
  name: string,
  options: { origins: string[]; seconds: number; rate: number | 'max'; connections?: number },
  request: (i: number) => autocannon.Request,
): Promise<Row> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let i = 0;
  const connections = options.connections ?? (options.rate === 'max' ? 32 : 10);
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
              ...(options.rate === 'max'
                ? {}
                : { overallRate: Math.round(options.rate / options.origins.length) }),
              requests: [{ setupRequest: (req) => ({ ...req, ...request(i++) }) }],
            },
            (error, done) => (error ? reject(error) : resolve(done)),
          );
          instance.on('response', (_client, status, _bytes, ms) => {
            times.push(ms);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          });
        }),
    ),
  );
  times.sort((a, b) => a - b);
  return {
    scenario: name,
    'target rps': options.rate,
    'req/s': Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    'p50 ms': percentile(times, 50).toFixed(1),
    'p95 ms': percentile(times, 95).toFixed(1),
    'p99 ms': percentile(times, 99).toFixed(1),
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
  };
}
