// The log the API's parts write to: Fastify's logger (pino) narrowed to what they call, so that
// adapters, modules and ops take the app's log without depending on Fastify or on each other.
import type { FastifyBaseLogger } from 'fastify';

export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
