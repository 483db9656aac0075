import { join } from 'node:path'
import { env as readEnv, type Env } from '@/lib/env'
import { localStorage } from './local-storage'
import type { S3Config } from './s3-storage'
import type { ObjectStorage } from './storage'

/** The storage the settings ask for: DATA_DIR/files by default, an S3 bucket with UPLOAD_STORAGE=s3. */
export function storageFromEnv(env: Env): ObjectStorage {
  if (env.UPLOAD_STORAGE === 's3') {
    // lib/env.ts refuses s3 without these, so the fallbacks never apply.
    return lazyS3Storage({
      endpoint: env.S3_ENDPOINT ?? '',
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    })
  }
  return localStorage(join(env.DATA_DIR, 'files'))
}

/**
 * The S3 storage, with the AWS SDK loaded on first use: a shop on local disk (the default) never
 * loads its few megabytes of modules or sees its Node-version warnings.
 */
function lazyS3Storage(config: S3Config): ObjectStorage {
  let loaded: Promise<ObjectStorage> | undefined
  const s3 = () => (loaded ??= import('./s3-storage').then(({ s3Storage }) => s3Storage(config)))
  return {
    put: async (key, bytes, contentType) => (await s3()).put(key, bytes, contentType),
    get: async (key) => (await s3()).get(key),
    stream: async (key) => (await s3()).stream(key),
    delete: async (key) => (await s3()).delete(key),
    async *list(prefix) {
      yield* (await s3()).list(prefix)
    },
    removeIncompleteWrites: async (olderThan) => (await s3()).removeIncompleteWrites(olderThan),
  }
}

let cached: ObjectStorage | undefined
/** The process-wide storage; tests build their own with localStorage or s3Storage. */
export function getStorage(): ObjectStorage {
  cached ??= storageFromEnv(readEnv())
  return cached
}
