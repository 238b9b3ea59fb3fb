// The one HTTP client: 30 s timeout, the stored token in `x-token`, Spanish error texts.
import axios, { AxiosError } from 'axios';
import { REQUEST_TIMEOUT_MS, TOKEN_HEADER } from '@reparto/contract';
import { sessionStore } from './session';

export const api = axios.create({ baseURL: '/api', timeout: REQUEST_TIMEOUT_MS });

api.interceptors.request.use((config) => {
  const token = sessionStore.get().token;
  if (token) config.headers.set(TOKEN_HEADER, token);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  // A token that stopped working (expired, account disabled) ends the session.
  if (error instanceof AxiosError && error.response?.status === 401 && error.config?.headers?.get?.(TOKEN_HEADER)) {
    if (!error.config.url?.includes('/auth/')) sessionStore.notAuthenticated('Su sesión expiró, inicie sesión de nuevo');
  }
  return Promise.reject(error);
});

/** The server's Spanish message of a failed call, or the client's own (Network Error, timeout…). */
export function errorMessage(error: unknown): string {
  if (error instanceof AxiosError) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
      return (data as { message: string }).message;
    }
    if (typeof data === 'string' && data.trim() !== '') return data;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
