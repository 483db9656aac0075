export interface S3ServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Loopback by default. */
  host?: string
  /** Created on start; `shop-uploads` by default. */
  bucket?: string
  /** What S3_REGION the env says; s3rver accepts any. `us-east-1` by default. */
  region?: string
  /** Where the objects live; a temp folder (deleted by stop()) by default. */
  directory?: string
}

export interface S3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string
  port: number
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  directory: string
  /** UPLOAD_STORAGE=s3 and the S3_* settings that point a shop instance at this server. */
  env: {
    UPLOAD_STORAGE: 's3'
    S3_ENDPOINT: string
    S3_BUCKET: string
    S3_REGION: string
    S3_ACCESS_KEY_ID: string
    S3_SECRET_ACCESS_KEY: string
  }
  /** Stops the server (dropping open connections) and deletes a temp folder. */
  stop(): Promise<void>
}

export function startS3Server(options?: S3ServerOptions): Promise<S3Server>
