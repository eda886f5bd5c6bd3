import type { ApiError } from './api-error';

export type ApiErrorObserver = (error: ApiError) => void;

const observers = new Set<ApiErrorObserver>();

/**
 * Be told of every error response of the company API (admin-area errors go only to their caller).
 * Returns the function that unsubscribes.
 */
export function onApiError(observer: ApiErrorObserver): () => void {
  observers.add(observer);
  return () => {
    observers.delete(observer);
  };
}

export function notifyApiError(error: ApiError): void {
  for (const observer of [...observers]) {
    try {
      observer(error);
    } catch (failure) {
      console.error('An onApiError observer threw', failure);
    }
  }
}
