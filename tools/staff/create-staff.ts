import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import {
  ADMIN_SET_PASSWORD_LIFETIME_HOURS,
  createStaff,
  isStaffRole,
  newOneTimePassword,
  STAFF_ROLES,
} from '../../app/features/back-office/index.server'
import { databaseUrlFrom } from '../../db/database-url'
import { openDatabase } from '../../db/database.server'
import { migrateToLatest } from '../../db/migrate.server'

/*
 * An operating tool (issue 14): `npm run staff:create -- --email ann@example.com --name "Ann Smith" --role
 * administrator [--password …]` makes a member of staff in the configured database (DATABASE_URL), migrating it
 * first, so the very first administrator can be made before anyone can sign in. Without --password it prints a
 * one-time password (shown once, never stored in the clear); at the first sign-in the new member of staff sets up
 * two-factor sign-in, then must choose a password of their own before anything else opens (ADR 0033); the one-time
 * password stops working ADMIN_SET_PASSWORD_LIFETIME_HOURS after it is made if it has not been replaced (ADR 0034),
 * and the command prints when. A password given with --password was chosen by whoever runs the command (typically
 * for themselves), so it is not marked to be changed and does not expire. Audited with no acting member of staff.
 * Exit codes: 0 made, 1 refused or failed, 2 usage.
 */

export const USAGE = `Usage: staff:create --email <address> --name <name> --role <${STAFF_ROLES.join('|')}> [--password <password>]`

export interface CliResult {
  exitCode: number
  stdout: string
  stderr: string
}

export async function runStaffCreate(argv: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  let values: { email?: string; name?: string; role?: string; password?: string; help?: boolean }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }))
  } catch (error) {
    return { exitCode: 2, stdout: '', stderr: `${(error as Error).message}\n${USAGE}\n` }
  }
  if (values.help) return { exitCode: 0, stdout: `${USAGE}\n`, stderr: '' }
  if (!values.email || !values.name || !values.role)
    return { exitCode: 2, stdout: '', stderr: `--email, --name and --role are required.\n${USAGE}\n` }
  if (!isStaffRole(values.role))
    return { exitCode: 2, stdout: '', stderr: `--role must be one of ${STAFF_ROLES.join(', ')}.\n${USAGE}\n` }

  const password = values.password ?? newOneTimePassword()
  const database = openDatabase(databaseUrlFrom(env))
  try {
    await migrateToLatest(database.db)
    const outcome = await createStaff(database.db, {
      email: values.email,
      name: values.name,
      role: values.role,
      password,
      createdBy: null,
      passwordChangeRequired: values.password === undefined,
    })
    if (outcome.kind === 'email-taken')
      return { exitCode: 1, stdout: '', stderr: `A member of staff already has the e-mail address ${values.email}.\n` }
    if (outcome.kind === 'invalid')
      return { exitCode: 1, stdout: '', stderr: `--${outcome.field}: ${outcome.message}\n` }
    const lines = [
      `Created ${outcome.staff.role} ${outcome.staff.name} <${outcome.staff.email}> (staff id ${outcome.staff.id}).`,
      ...(values.password ? [] : [`One-time password: ${password}`]),
      ...(outcome.staff.passwordExpiresAt === null
        ? []
        : [
            `It stops working at ${outcome.staff.passwordExpiresAt} (${ADMIN_SET_PASSWORD_LIFETIME_HOURS} hours from now) unless replaced.`,
          ]),
      values.password
        ? 'Sign in at /admin/login; the first sign-in sets up two-factor sign-in with an authenticator app.'
        : 'Sign in at /admin/login; the first sign-in sets up two-factor sign-in with an authenticator app, then asks for a new password in place of the one-time one.',
    ]
    return { exitCode: 0, stdout: `${lines.join('\n')}\n`, stderr: '' }
  } finally {
    await database.close()
  }
}

// Run as a command (tsx tools/staff/create-staff.ts …), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runStaffCreate(process.argv.slice(2), process.env).then(
    (result) => {
      process.stdout.write(result.stdout)
      process.stderr.write(result.stderr)
      process.exitCode = result.exitCode
    },
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
