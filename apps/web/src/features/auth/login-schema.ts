// The login answer's schema, on its own so that it can be loaded on demand: it brings zod, which the
// public pages never need (docs/performance.md).
export { LoginResponseSchema } from '@reparto/contract';
