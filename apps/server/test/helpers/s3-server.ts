import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one built-in account: it checks every request's signature against these keys. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** The S3_* variables that point the app at this server and bucket. */
  env: Record<string, string>;
  /** An SDK client on the same bucket, for tests that look at the objects directly. */
  client: S3Client;
  /** Stops the server (dropping open connections) and deletes its files. */
  close(): Promise<void>;
}

/**
 * A real S3-compatible server in the test process (the s3rver package, on its own temporary
 * folder), listening on a free port of 127.0.0.1 with the bucket already created.
 */
export async function startS3Server(options: { bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'sheesham-media';
  const directory = mkdtempSync(path.join(tmpdir(), 'sheesham-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  let closed = false;
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    region,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_REGION: region,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
      // Keep-alive sockets of the apps' clients would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
