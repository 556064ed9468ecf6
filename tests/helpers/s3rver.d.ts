// The part of s3rver's API the tests use (the package ships no types): its S3 API as a request
// handler, served behind the tests' own front (tests/helpers/s3-server.ts).
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export interface S3rverOptions {
    silent?: boolean;
    directory?: string;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    configureBuckets(): Promise<unknown>;
    getMiddleware(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
