import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from 'shared-lib/ui';
import { buildCaptchaMode, CAPTCHA_TEST_DOUBLE_ENABLED } from './captchaConfig';
import { CAPTCHA_MESSAGES } from './captchaMessages';

const GoogleCaptcha = lazy(() => import(/* webpackChunkName: "recaptcha" */ './GoogleCaptcha'));
// Only a test build contains the double: the condition is a build-time constant.
const CaptchaTestDouble = CAPTCHA_TEST_DOUBLE_ENABLED
  ? lazy(() => import(/* webpackChunkName: "captcha-test-double" */ './CaptchaTestDouble'))
  : null;

interface CaptchaProps {
  id: string;
  /** A new token, or null when it expired or the widget was reset. */
  onToken: (token: string | null) => void;
  /** Whether a token is held now (for the prompt under the widget). */
  hasToken: boolean;
}

/**
 * The form's captcha (docs/reference/rules.md#states and docs/reference/calls.md): loaded on demand, when the form comes near the
 * screen, after hydration (the server renders only the placeholder). Where it cannot load or is
 * not configured, it says so in words.
 */
export function Captcha({ id, onToken, hasToken }: CaptchaProps) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [expired, setExpired] = useState(false);
  const mode = buildCaptchaMode();

  useEffect(() => {
    const element = box.current;
    if (!element || inView) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  const handleToken = useCallback(
    (token: string | null) => {
      setExpired(token === null);
      onToken(token);
    },
    [onToken],
  );
  const handleUnavailable = useCallback(() => setUnavailable(true), []);

  const message = (() => {
    if (mode.kind === 'not-configured') return CAPTCHA_MESSAGES.notConfigured;
    if (unavailable) return CAPTCHA_MESSAGES.unavailable;
    if (!hydrated || !inView) return CAPTCHA_MESSAGES.loading;
    if (hasToken) return null;
    return expired ? CAPTCHA_MESSAGES.expired : CAPTCHA_MESSAGES.prompt;
  })();
  const isProblem = mode.kind === 'not-configured' || unavailable;

  return (
    <div ref={box} className="form-frame__captcha">
      {hydrated && inView && !unavailable && (
        <Suspense fallback={null}>
          {mode.kind === 'google' && (
            <GoogleCaptcha
              siteKey={mode.siteKey}
              onToken={handleToken}
              onUnavailable={handleUnavailable}
            />
          )}
          {mode.kind === 'test-double' && CaptchaTestDouble && (
            <CaptchaTestDouble onToken={handleToken} onUnavailable={handleUnavailable} />
          )}
        </Suspense>
      )}
      <p
        id={id}
        className={isProblem ? 'note note--error' : 'field__hint'}
        role={isProblem ? 'alert' : undefined}
        hidden={message === null}
      >
        {message}
      </p>
    </div>
  );
}
