import type { Reply } from './answers';
import { MAX_BODY_BYTES } from './limits';

/** The answers that refuse a request before its body is read (or once it is too large). */
export const REFUSALS = {
  notMultipart: {
    status: 415,
    body: { error: 'unsupported_media_type', message: 'expected multipart/form-data' },
  },
  busy: {
    status: 503,
    body: { error: 'busy', message: 'Too many uploads in progress, try again shortly' },
    headers: { 'Retry-After': '5' },
  },
  busyClient: {
    status: 503,
    body: { error: 'busy', message: 'Your other uploads are still in progress, try again shortly' },
    headers: { 'Retry-After': '5' },
  },
  tooLarge: {
    status: 413,
    body: {
      error: 'too_large',
      field: null,
      message: `the body is larger than ${MAX_BODY_BYTES} bytes`,
    },
  },
  storeUnavailable: {
    status: 503,
    body: {
      error: 'unavailable',
      message: 'The submission could not be stored now, try again shortly',
    },
    headers: { 'Retry-After': '10' },
  },
  noSpace: {
    status: 507,
    body: { error: 'insufficient_storage', message: 'The service cannot store uploads now' },
  },
  forbiddenOrigin: {
    status: 403,
    body: { error: 'forbidden_origin', message: 'Origin not allowed' },
  },
} satisfies Record<string, Reply>;
