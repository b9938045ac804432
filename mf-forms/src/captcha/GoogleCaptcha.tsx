import { useEffect, useRef } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { CAPTCHA_LOAD_TIMEOUT_MS } from './captchaMessages';
import type { CaptchaWidgetProps } from './types';

/**
 * Google reCAPTCHA v2 (react-google-recaptcha), loaded in its own chunk only once the form is in
 * view. Where Google's script fails or does not answer in time, the form is told, so it can say
 * so instead of hanging.
 */
export default function GoogleCaptcha({
  siteKey,
  onToken,
  onUnavailable,
}: CaptchaWidgetProps & { siteKey: string }) {
  const loaded = useRef(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!loaded.current) onUnavailable();
    }, CAPTCHA_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [onUnavailable]);
  // react-async-script passes its state ({ loaded, errored }) though the types say nothing.
  const onScript = ((state?: { loaded?: boolean; errored?: boolean }) => {
    if (state?.errored) onUnavailable();
    else loaded.current = true;
  }) as () => void;
  return (
    <ReCAPTCHA
      sitekey={siteKey}
      onChange={(token) => onToken(token)}
      onExpired={() => onToken(null)}
      onErrored={() => {
        onToken(null);
        onUnavailable();
      }}
      asyncScriptOnLoad={onScript}
    />
  );
}
