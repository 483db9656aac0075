import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { assertStorageKey, StorageError, type ObjectStorage, type ObjectStream } from './storage'

export interface S3Config {
  /** e.g. https://s3.eu-central-1.amazonaws.com, http://minio.internal:9000 or http://127.0.0.1:4568 */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Tests shorten them; see S3_TIMEOUTS. */
  timeouts?: Partial<typeof S3_TIMEOUTS>
  /** Keys per ListObjectsV2 page; S3's maximum (1000) unless a test wants to see several pages. */
  listPageSize?: number
}

/**
 * How long the client waits. A connection that does not open within seconds will not open (the
 * SDK then retries, with backoff, up to `attempts` times in all); a socket silent for a minute is dead.
 * The request timeout is the longest pause between two packets, not the whole transfer, so a large
 * print file still streams for as long as it keeps moving.
 */
export const S3_TIMEOUTS = { connectMs: 5_000, idleMs: 60_000, attempts: 3 }

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph, any S3) through the AWS SDK (docs/adr/0114), with
 * path-style URLs (endpoint/bucket/key), which every S3 clone understands, where AWS's virtual-host
 * style needs DNS per bucket. Objects are private; the shop streams them through its own
 * authorised endpoints. A missing object is null, as on local disk; every other failure is a
 * StorageError naming the operation, the key and what the server said.
 */
export function s3Storage(config: S3Config): ObjectStorage {
  const timeouts = { ...S3_TIMEOUTS, ...config.timeouts }
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: timeouts.attempts,
    requestHandler: { connectionTimeout: timeouts.connectMs, requestTimeout: timeouts.idleMs },
    // Checksums only where the S3 API demands them: the SDK's default CRC32 headers are refused by
    // older MinIO releases and other S3 clones, and the print worker keeps its own SHA-256 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = config.bucket

  /** Runs one S3 call: null when the key has no object, a StorageError for any other failure. */
  async function call<T>(what: string, key: string, run: () => Promise<T>): Promise<T | null> {
    assertStorageKey(key)
    try {
      return await run()
    } catch (error) {
      if (isMissingKey(error)) return null
      throw storageError(what, key, error)
    }
  }

  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key)
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }))
      } catch (error) {
        throw storageError('PUT', key, error)
      }
    },
    get: (key) =>
      call('GET', key, async () => {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        return answer.Body ? answer.Body.transformToByteArray() : new Uint8Array()
      }),
    stream: (key) =>
      call('GET', key, async (): Promise<ObjectStream> => {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!answer.Body) return { body: new Blob([]).stream(), size: 0 }
        return { body: answer.Body.transformToWebStream(), size: answer.ContentLength ?? 0 }
      }),
    async delete(key) {
      // S3 answers 204 for a missing key as well; a 404 (some clones) means the same.
      await call('DELETE', key, () => client.send(new DeleteObjectCommand({ Bucket, Key: key })))
    },
    // A PUT is atomic (no multipart uploads here): a failed one leaves nothing behind.
    removeIncompleteWrites: async () => 0,
    async *list(prefix) {
      try {
        for await (const page of paginateListObjectsV2(
          { client, pageSize: config.listPageSize },
          { Bucket, Prefix: prefix },
        )) {
          for (const object of page.Contents ?? []) {
            if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified }
          }
        }
      } catch (error) {
        throw storageError('LIST', prefix, error)
      }
    },
  }
}

/**
 * No object under the key. A missing bucket is a 404 too, but a setup error that must not pass for
 * "file not found" (the shop would quietly show broken pictures instead of reporting the fault).
 */
function isMissingKey(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404
}

/**
 * The operation, the key and what went wrong in one line. The SDK's error is not kept as the cause:
 * it carries the whole HTTP exchange, which would flood the log on every failure.
 */
function storageError(what: string, key: string, error: unknown): StorageError {
  const detail =
    error instanceof S3ServiceException
      ? `${error.name} (${error.$metadata.httpStatusCode ?? 'no answer'}${error.$metadata.requestId ? `, request ${error.$metadata.requestId}` : ''})`
      : error instanceof Error
        ? `${error.message}${'code' in error && error.code ? ` (${String(error.code)})` : ''}`
        : String(error)
  return new StorageError(`S3 ${what} ${key} failed: ${detail}`)
}
