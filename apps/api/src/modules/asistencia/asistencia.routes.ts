// Endpoints of attendance sessions (docs/asistencia.md).
export {};
