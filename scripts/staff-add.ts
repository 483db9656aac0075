/**
 * Grants the staff role (the back office, /backoffice) to an existing customer account:
 *   npm run staff:add -- anna@example.com            make staff
 *   npm run staff:add -- anna@example.com --remove   take the role away (ends their sessions)
 *   npm run staff:add -- anna@example.com --reset-2fa  lost phone: enrol a new authenticator at next sign-in
 * The account is signed up in the shop as usual first (confirmed e-mail, password). With the embedded
 * database, stop the server first (PGlite allows one process per data folder).
 */
import { DatabaseLockedError } from '../lib/db/lock'
import { migrateDb } from '../lib/db/migrate'
import { openDb } from '../lib/db/open'
import { grantStaff, resetStaffTotp, revokeStaff, StaffError } from '../lib/backoffice/staff'
import { EnvError, env } from '../lib/env'

const USAGE = 'usage: npm run staff:add -- <email> [--remove | --reset-2fa]'

async function main(args: string[]): Promise<number> {
  const flags = args.filter((a) => a.startsWith('--'))
  const [email, ...rest] = args.filter((a) => !a.startsWith('--'))
  if (
    !email ||
    rest.length > 0 ||
    flags.length > 1 ||
    flags.some((f) => f !== '--remove' && f !== '--reset-2fa')
  ) {
    console.error(USAGE)
    return 2
  }
  let handle
  try {
    handle = await openDb(env())
  } catch (error) {
    if (error instanceof EnvError || error instanceof DatabaseLockedError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
  try {
    await migrateDb(handle.db)
    if (flags[0] === '--remove') {
      console.log(
        (await revokeStaff(handle.db, email)) ? `${email} is no longer staff.` : `${email} was not staff.`,
      )
      return 0
    }
    const { customerId, created } = await grantStaff(handle.db, email)
    if (flags[0] === '--reset-2fa') {
      await resetStaffTotp(handle.db, customerId)
      console.log(`${email}: second factor cleared; they enrol a new one at the next sign-in.`)
      return 0
    }
    console.log(
      created
        ? `${email} is staff now: sign in at /backoffice/login and set up the authenticator app.`
        : `${email} was staff already.`,
    )
    return 0
  } catch (error) {
    if (error instanceof StaffError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    await handle.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
