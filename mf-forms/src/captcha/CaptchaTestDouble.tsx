import type { CaptchaWidgetProps } from './types';

/**
 * TEST DOUBLE of Google reCAPTCHA, in builds made with FORMS_CAPTCHA_TEST_DOUBLE=1 only (the
 * end-to-end tests; Google's script cannot load on the build machines). It gives a token when
 * asked and can expire it, as the real widget does; it is labelled as a double on screen.
 */
// Counted for the page, not the widget: like Google's, a new widget never repeats a token.
let issued = 0;

export default function CaptchaTestDouble({ onToken }: CaptchaWidgetProps) {
  return (
    <div role="group" aria-label="Captcha test double" className="captcha-test-double">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onToken(`test-double-token-${++issued}`)}
      >
        I am not a robot (captcha test double)
      </button>{' '}
      <button type="button" className="button button-link" onClick={() => onToken(null)}>
        Expire the captcha (test double)
      </button>
    </div>
  );
}
