import { readFile } from 'node:fs/promises'

/**
 * A process's resident memory in bytes from /proc/<pid>/status (VmRSS), which counts what libvips
 * allocates natively, unlike V8's heap figures. Null where there is no /proc (macOS, Windows) or the
 * process is gone: the time limit still holds there, the memory limit does not (docs/adr/0048).
 */
export async function residentBytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
    return kb === undefined ? null : Number(kb) * 1024
  } catch {
    return null
  }
}
