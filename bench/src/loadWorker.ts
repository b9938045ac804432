import autocannon from 'autocannon';
import { latencySummary, type LoadFigures } from './loadFigures';

/**
 * Runs in a process of its own (`bench:load` starts one per address), so the load generator's
 * work is not counted against the script that reads the results: puts `connections` clients on
 * one address for `seconds`, and prints its figures as one line of JSON.
 */
async function main(): Promise<void> {
  const [name, url, connections, seconds] = process.argv.slice(2);
  if (!name || !url) throw new Error('usage: loadWorker NAME URL [CONNECTIONS] [SECONDS]');
  const latencies: number[] = [];
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: Number(connections ?? 10),
        duration: Number(seconds ?? 10),
        headers: { 'accept-encoding': 'gzip' },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, responseBytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      bytes = responseBytes;
    });
  });
  const figures: LoadFigures = {
    name,
    url,
    connections: result.connections,
    seconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    latencyMs: latencySummary(latencies),
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerResponse: bytes,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
