import type { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { onFirstUse } from '../on-first-use.ts';
import {
  MEDIA_CACHE_CONTROL,
  type MediaEntry,
  type MediaInfo,
  type MediaObject,
  type MediaStore,
  MediaStoreUnavailable,
  mediaContentType,
} from './media-store.ts';

export interface S3Settings {
  bucket: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default credential chain (AWS_* variables, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (MinIO, most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean;
  /** Per request: connecting, and any silence while waiting for an answer. */
  timeoutMs: number;
}

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

const isNotFound = (error: unknown) => {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
};

/** The AWS SDK (about 22 MB), loaded by the first call: a shop on local media never pays for it. */
const loadSdk = onFirstUse(() => import('@aws-sdk/client-s3'));
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/** Media in an S3-compatible bucket, through the AWS SDK v3, keyed exactly like the local files. */
export class S3MediaStore implements MediaStore {
  readonly description: string;
  private readonly bucket: string;
  /** The SDK and a client, made by the first call. */
  private readonly connect: () => Promise<{ sdk: Sdk; client: S3Client }>;
  private client: S3Client | undefined;
  /** Keys per ListObjectsV2 page: S3's maximum unless a test wants to see several pages. */
  private readonly listPageSize: number;

  constructor(settings: S3Settings, options: { listPageSize?: number } = {}) {
    this.bucket = settings.bucket;
    this.listPageSize = options.listPageSize ?? 1000;
    this.description = `s3://${settings.bucket}`;
    const clientConfig: S3ClientConfig = {
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
      // One retry: a store that is down answers 503 quickly instead of after a long backoff.
      maxAttempts: 2,
      // A stopped or frozen store must not hold a request: each attempt gives up when it has not
      // connected, has no answer, or has gone silent (a body stream too) for the timeout. The
      // SDK only logs an expired requestTimeout unless told to throw.
      requestHandler: {
        connectionTimeout: settings.timeoutMs,
        requestTimeout: settings.timeoutMs,
        throwOnRequestTimeout: true,
        socketTimeout: settings.timeoutMs,
      },
      // Checksums only where S3 requires them: many S3-compatible stores reject the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    this.connect = onFirstUse(async () => {
      const sdk = await loadSdk();
      this.client = new sdk.S3Client(clientConfig);
      return { sdk, client: this.client };
    });
  }

  /** Runs a call; anything but the expected answers means the store is unavailable (503). */
  private async call<T>(run: (s3: { sdk: Sdk; client: S3Client }) => Promise<T>): Promise<T> {
    try {
      return await run(await this.connect());
    } catch (error) {
      throw new MediaStoreUnavailable(error);
    }
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    await this.call(({ sdk, client }) =>
      client.send(
        new sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentType: mediaContentType(key),
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      ),
    );
  }

  async get(
    key: string,
    options: { ifNoneMatch?: string } = {},
  ): Promise<MediaObject | 'not-modified' | null> {
    try {
      const { sdk, client } = await this.connect();
      const output = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          IfNoneMatch: options.ifNoneMatch,
        }),
      );
      return {
        body: output.Body as Readable,
        size: output.ContentLength ?? 0,
        lastModified: output.LastModified ?? new Date(0),
        etag: output.ETag,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      if (statusOf(error) === 304) return 'not-modified';
      throw new MediaStoreUnavailable(error);
    }
  }

  async head(key: string): Promise<MediaInfo | null> {
    try {
      const { sdk, client } = await this.connect();
      const output = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        size: output.ContentLength ?? 0,
        lastModified: output.LastModified ?? new Date(0),
        etag: output.ETag,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw new MediaStoreUnavailable(error);
    }
  }

  /** S3 deletes silently whether or not the key exists, so a HEAD says whether it was there. */
  async delete(key: string): Promise<boolean> {
    const existed = (await this.head(key)) !== null;
    if (existed) {
      await this.call(({ sdk, client }) =>
        client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
      );
    }
    return existed;
  }

  /**
   * ListObjects (v1), paged by the last key seen: every S3-compatible store has it, whereas the
   * v2 continuation token breaks s3rver on Node 20 (it enciphers the token with DES, which
   * OpenSSL 3 no longer offers).
   */
  async *list(prefix: string): AsyncIterable<MediaEntry> {
    let marker: string | undefined;
    do {
      const page = await this.call(({ sdk, client }) =>
        client.send(
          new sdk.ListObjectsCommand({
            Bucket: this.bucket,
            Prefix: prefix,
            MaxKeys: this.listPageSize,
            Marker: marker,
          }),
        ),
      );
      const objects = page.Contents ?? [];
      for (const object of objects) {
        if (!object.Key) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
          etag: object.ETag,
        };
      }
      marker = page.IsTruncated ? objects.at(-1)?.Key : undefined;
    } while (marker);
  }

  async check(): Promise<void> {
    await this.call(({ sdk, client }) =>
      client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket })),
    );
  }

  /** Frees the client's sockets; a store that never made a call has none. */
  close(): void {
    this.client?.destroy();
  }
}
