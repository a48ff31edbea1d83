import pino, { type Logger } from 'pino'

export type { Logger }

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Never log credentials or the CSRF/session cookies that arrive with every request.
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-xsrf-token"]',
      'res.headers["set-cookie"]',
    ],
  })
}
