import { DatabaseLockedError, acquireLock } from '../lock'
import { openPgliteFolder } from '../open'

/**
 * A second process for lib/db/lock.test.ts, run with `node --import tsx`. Usage:
 *   lock-child.ts <dataDir> try    acquire, print "acquired", exit (the exit hook releases the lock)
 *   lock-child.ts <dataDir> hold   acquire, print "acquired", keep the lock until killed
 *   lock-child.ts <dataDir> open   open the embedded database the way the server does, print "opened", exit
 * On a held lock it prints the error's one-line message to stderr and exits 1, like scripts/db-setup.ts.
 */
const [dataDir, mode] = process.argv.slice(2)
if (!dataDir || (mode !== 'try' && mode !== 'hold' && mode !== 'open')) {
  console.error('usage: lock-child.ts <dataDir> try|hold|open')
  process.exit(2)
}

try {
  if (mode === 'open') {
    await (await openPgliteFolder(dataDir)).close()
    process.stdout.write('opened\n')
    process.exit(0)
  }
  acquireLock(dataDir)
  process.stdout.write('acquired\n')
  if (mode === 'hold') setInterval(() => undefined, 60_000)
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error
  console.error(error.message)
  process.exit(1)
}
