// What the screens need to know about a failed call, and how their queries retry.
import { HttpError } from './api-client';

/** HTTP status of a failed call, if the server answered. */
export const httpStatus = (error: unknown): number | undefined => (error instanceof HttpError ? error.status : undefined);

/** One retry for network and server failures; an answer such as 403 is final. */
export const retryServerErrors = (failures: number, error: unknown) => {
  const status = httpStatus(error);
  return failures < 1 && (status === undefined || status >= 500);
};
