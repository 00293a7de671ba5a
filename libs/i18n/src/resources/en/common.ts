import type { CommonResources } from '../tr/common';

export const enCommon: CommonResources = {
  errors: {
    VALIDATION_FAILED: 'Please correct the errors in the form.',
    NOT_FOUND: 'What you are looking for could not be found.',
    PRODUCT_NOT_FOUND: 'Product not found',
    REMOTE_NOT_FOUND: 'This section could not be found.',
    RELEASE_NOT_FOUND: 'Release not found.',
    NO_PREVIOUS_RELEASE: 'There is no previous release to go back to.',
    UNAUTHORIZED: 'Please sign in to continue.',
    FORBIDDEN: 'You are not allowed to do this.',
    RATE_LIMITED: 'Too many attempts. Please try again later.',
    SERVICE_UNAVAILABLE: 'The service is unavailable right now. Please try again later.',
    INTERNAL: 'An unexpected error occurred. Please try again later.',
    NETWORK: 'Cannot reach the server. Please check your internet connection.',
    TIMEOUT: 'The server did not answer in time. Please try again.',
    INVALID_RESPONSE: 'The server sent an unexpected answer.',
    BAD_REQUEST: 'The request is invalid.',
    PAYLOAD_TOO_LARGE: 'The file or data sent is too large.',
    INVALID_TOKEN: 'The link or security token has expired or is invalid. Please refresh the page and try again.',
    UNKNOWN: 'Something went wrong.',
  },
  actions: {
    retry: 'Try Again',
    home: 'Home',
    back: 'Back',
    close: 'Close',
    loading: 'Loading…',
  },
  errorFallback: {
    title: 'Something went wrong',
    description: 'An unexpected error occurred. You can try again or go back to the home page.',
    retry: 'Try Again',
    home: 'Back to Home',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for may have moved or never existed.',
    home: 'Back to Home',
  },
  connectionError: {
    title: 'Connection Error',
    text: 'Cannot reach the server. Please check your internet connection and try again.',
    retry: 'Retry',
  },
  language: {
    label: 'Language',
    tr: 'Türkçe',
    en: 'English',
  },
};
