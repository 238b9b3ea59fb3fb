// The security headers every answer carries (helmet), built once: @fastify/helmet rebuilt helmet's
// middleware on every request, a quarter of the CPU of a cached answer (docs/performance.md). The
// benchmark's floor sends them through the same middleware.
import helmet from 'helmet';

export const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // PrimeReact injects <style> elements at run time (DataTable, Dialog).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});
