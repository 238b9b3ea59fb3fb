import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { retryServerErrors } from './http';

/** The app's query defaults: an answer such as 404 is final at once (no retry), a 5xx is tried again once. */
export const queryDefaults: DefaultOptions = {
  queries: { staleTime: 10_000, retry: retryServerErrors, refetchOnWindowFocus: false },
  mutations: { retry: 0 },
};

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });
