/** A bounded closed-loop load on loopback: `concurrency` workers, `total` requests, then it stops. */
export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export async function load(name: string, urls: string[], total: number, concurrency: number, headers?: Record<string, string>): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const url = urls[next++ % urls.length]!;
        const t = performance.now();
        try {
          const res = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { name, requests: latencies.length, errors, rps: latencies.length / seconds, p50: pct(50), p99: pct(99) };
}
