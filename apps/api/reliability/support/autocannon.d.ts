// The part of autocannon's api the load mix uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    overallRate?: number;
    duration?: number;
    renderProgressBar?: boolean;
    /** Seconds before a request counts as timed out (10 by default). */
    timeout?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p90: number; p99: number; average: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
