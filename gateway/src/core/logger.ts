import pino from 'pino';

/** Structured JSON logs; each request logs with its request id (see core/http.ts). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { servico: 'gateway' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ['senha', '*.senha', '*.senhaAntiga', '*.novaSenha', 'req.headers.authorization'], remove: true },
});
export type Logger = typeof logger;
