/** docs/reference/calls.md: forms POST to this path of the content backend. */
export const SUBMIT_PATH = '/restful_forms/submitForm';

/**
 * The submit address for a backend address from configuration (`FORMS_BACKEND_URL` at build
 * time). Empty means the site's own origin, where the forms service is proxied (deploy/nginx).
 */
export function submitUrl(backend: string): string {
  return `${backend.trim().replace(/\/+$/, '')}${SUBMIT_PATH}`;
}

/** The configured backend of this build. */
export const configuredSubmitUrl = () => submitUrl(process.env.FORMS_BACKEND_URL ?? '');
