import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { storageFromEnv } from './from-env'

describe('storage settings', () => {
  it('uses local disk by default', () => {
    expect(parseEnv({}).UPLOAD_STORAGE).toBe('local')
    expect(storageFromEnv(parseEnv({ DATA_DIR: '/tmp/x' }))).toBeDefined()
  })

  it('needs endpoint, bucket and keys for S3, naming the missing one', () => {
    expect(() => parseEnv({ UPLOAD_STORAGE: 's3' })).toThrow(
      'Invalid environment: S3_ENDPOINT: is required when UPLOAD_STORAGE=s3',
    )
    const env = parseEnv({
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: 'http://localhost:9000',
      S3_BUCKET: 'shop-uploads',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    })
    expect(env.S3_REGION).toBe('us-east-1')
    expect(storageFromEnv(env)).toBeDefined()
  })

  it('refuses a bad bucket name', () => {
    expect(() => parseEnv({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/^Invalid environment: S3_BUCKET: /)
  })
})
