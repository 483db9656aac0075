import { join } from 'node:path'
import { env as readEnv, type Env } from '@/lib/env'
import { localStorage } from './local-storage'
import { s3Storage } from './s3-storage'
import type { ObjectStorage } from './storage'

/** The storage the settings ask for: DATA_DIR/uploads by default, an S3 bucket with UPLOAD_STORAGE=s3. */
export function storageFromEnv(env: Env): ObjectStorage {
  if (env.UPLOAD_STORAGE === 's3') {
    // lib/env.ts refuses s3 without these, so the fallbacks never apply.
    return s3Storage({
      endpoint: env.S3_ENDPOINT ?? '',
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    })
  }
  return localStorage(join(env.DATA_DIR, 'files'))
}

let cached: ObjectStorage | undefined
/** The process-wide storage; tests build their own with localStorage or s3Storage. */
export function getStorage(): ObjectStorage {
  cached ??= storageFromEnv(readEnv())
  return cached
}
