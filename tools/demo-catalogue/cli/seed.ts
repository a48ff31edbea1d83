import { runSeedCommand } from '../seed-command.server'

/** `npm run db:seed -- --help` for the options; the command itself is seed-command.server.ts. */
process.exitCode = await runSeedCommand(process.argv.slice(2), {
  env: process.env,
  log: (line) => process.stdout.write(`${line}\n`),
  error: (line) => console.error(line),
})
