export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string
  version: string
  restart(): void
  stop(): void
}

export function startCluster(options?: {
  database?: string
  maxConnections?: number
}): Promise<PostgresCluster>
