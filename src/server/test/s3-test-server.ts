import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's built-in account (it checks request signatures). */
const ACCESS_KEY = 'S3RVER';

/**
 * A real S3-protocol server (s3rver: the S3 REST API over files, with SigV4 checks) on a free loopback
 * port, with one empty bucket. Each call gets its own directory, removed on close.
 */
export async function startS3TestServer(bucket = 'gearloop-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
