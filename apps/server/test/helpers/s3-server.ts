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
  /** An outage: stops listening and drops open connections; the objects are kept. */
  stop(): Promise<void>;
  /** Back from an outage: listens again on the same port, with the same objects. */
  start(): Promise<void>;
  /** Stops the server (dropping open connections) and deletes its files. */
  close(): Promise<void>;
}

/** One s3rver listening on `port` (0: a free one) over `directory`, with the bucket created. */
async function listen(directory: string, bucket: string, port: number) {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return { server, port: address.port };
}

async function shutDown(server: S3rver) {
  // Keep-alive sockets of the apps' clients would hold close() open.
  server.httpServer?.closeAllConnections();
  await server.close();
}

/**
 * A real S3-compatible server in the test process (the s3rver package, on its own temporary
 * folder), listening on a free port of 127.0.0.1 with the bucket already created.
 */
export async function startS3Server(options: { bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'sheesham-media';
  const directory = mkdtempSync(path.join(tmpdir(), 'sheesham-s3-'));
  const first = await listen(directory, bucket, 0);
  let server = first.server;
  const port = first.port;
  let running = true;
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
  const stop = async () => {
    if (!running) return;
    running = false;
    await shutDown(server);
  };
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
    stop,
    async start() {
      if (running) return;
      ({ server } = await listen(directory, bucket, port));
      running = true;
    },
    async close() {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
