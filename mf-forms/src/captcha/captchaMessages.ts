/** What the form says when it cannot get a captcha token (decision 141). */
export const CAPTCHA_MESSAGES = {
  loading: 'Loading the security check…',
  prompt: 'Complete the security check to send this form.',
  unavailable:
    'The security check (Google reCAPTCHA) could not load, so this form cannot be sent right now. Check your connection and reload the page to try again.',
  notConfigured:
    'The security check is not set up on this site, so this form cannot be sent online right now.',
  expired: 'The security check expired. Please complete it again.',
} as const;

/** How long Google's script may take before the form says it could not load. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;
