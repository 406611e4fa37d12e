declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Requests per second across all connections (a fixed-rate run); unset = as fast as possible. */
    overallRate?: number;
    /** Stop after this many requests (instead of after `duration`). */
    amount?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p90: number; p99: number; average: number; max: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
