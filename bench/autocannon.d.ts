/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** One request of a sequence; setupRequest may rewrite it before each send. */
  export interface RequestSpec {
    method?: Method;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
    onResponse?: (status: number, body: string) => void;
  }
  export interface Options {
    url: string;
    method?: Method;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    requests?: RequestSpec[];
    /** Worker threads firing the requests, so the load generator does not share the server's event loop. */
    workers?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
