import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from 'shared-lib/ui';
import { Captcha } from '../captcha/Captcha';
import '../fields/fields.css';
import { useOnline } from './useOnline';
import type { SubmittableForm } from './useSubmittableForm';

/** docs/reference/messages.md, word for word. */
export const FORM_MESSAGES = {
  submit: 'Submit',
  submitting: 'Submitting...',
  successTitle: 'Submission sent',
  failureTitle: 'Unable to submit',
  failureText: 'Please reload and try again.',
  offlineTitle: 'No connection',
  offlineText:
    'This form needs a connection to send. What you have typed stays here: send it when you are back online.',
} as const;

interface FormFrameProps {
  form: SubmittableForm;
  title: string;
  /** The thank-you text under 'Submission sent'. */
  successText: string;
  children: ReactNode;
}

/** Moves focus to a panel when it appears, so a screen reader reads it and the eye finds it. */
function useFocusOnMount<T extends HTMLElement>(active: boolean) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (active) element.current?.focus();
  }, [active]);
  return element;
}

/**
 * A form's title, fields, captcha and submit button, and its states (docs/reference/rules.md#states): while
 * submitting the button says 'Submitting...' and is disabled, with the upload's progress; on
 * success the form is replaced by 'Submission sent' and the thank-you text; on failure the error
 * shows above the kept form. The button is disabled until hydration and without a captcha token.
 * With no connection the form says so and sends nothing; what was typed stays (decision 331).
 */
export function FormFrame({ form, title, successText, children }: FormFrameProps) {
  const hydrated = useHydrated();
  const { idPrefix, formik, token, setToken, captchaGeneration, submission, hiddenInputs } = form;
  const titleId = `${idPrefix}-title`;
  const captchaId = `${idPrefix}-captcha`;
  const online = useOnline();
  const submitting = submission.status === 'submitting';
  const blocked = !token || submitting || !online;
  const success = useFocusOnMount<HTMLDivElement>(submission.status === 'success');
  const failure = useFocusOnMount<HTMLDivElement>(submission.status === 'error');
  const offline = useRef<HTMLDivElement>(null);

  if (submission.status === 'success')
    return (
      <section className="form-frame" aria-labelledby={titleId}>
        <h2 id={titleId} className="heading-2">
          {title}
        </h2>
        <div ref={success} className="form-frame__success" tabIndex={-1} role="status">
          <h3 className="heading-3 form-frame__panel-title">{FORM_MESSAGES.successTitle}</h3>
          <p className="form-frame__panel-text">{successText}</p>
        </div>
      </section>
    );

  return (
    <section className="form-frame" aria-labelledby={titleId}>
      <h2 id={titleId} className="heading-2">
        {title}
      </h2>
      {!online && (
        <div ref={offline} className="notice" tabIndex={-1} role="status">
          <p className="form-frame__panel-title">
            <strong>{FORM_MESSAGES.offlineTitle}</strong>
          </p>
          <p className="form-frame__panel-text">{FORM_MESSAGES.offlineText}</p>
        </div>
      )}
      {online && submission.status === 'error' && (
        <div ref={failure} className="form-summary-error" tabIndex={-1} role="alert">
          <p className="form-frame__panel-title">
            <strong>{FORM_MESSAGES.failureTitle}</strong>
          </p>
          <p className="form-frame__panel-text">{FORM_MESSAGES.failureText}</p>
        </div>
      )}
      <form
        className="form-frame__form"
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          // docs/reference/rules.md#validation: submit does nothing until a captcha token exists (nor while sending).
          if (blocked) event.preventDefault();
          else formik.handleSubmit(event);
          if (!online) offline.current?.focus();
        }}
        onChange={form.noteStart}
      >
        {children}
        {/* Between the fields and the captcha: a form's first and last controls stay visible ones. */}
        {Object.entries(hiddenInputs).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Captcha key={captchaGeneration} id={captchaId} onToken={setToken} hasToken={!!token} />
        <div className="form-frame__actions">
          <button
            type="submit"
            className="button button-primary"
            // Disabled for real until hydrated (no script to handle it yet); after that marked
            // disabled but still focusable, so a keyboard user reaches it and hears why.
            disabled={!hydrated}
            aria-disabled={hydrated && blocked ? true : undefined}
            aria-describedby={token ? undefined : captchaId}
            // Keep focus where it is until the click: the field's blur would show its error,
            // move the button down and make the click miss it.
            onMouseDown={(event) => event.preventDefault()}
          >
            {submitting ? FORM_MESSAGES.submitting : FORM_MESSAGES.submit}
          </button>
          {submitting && submission.progress !== null && (
            <p className="form-frame__progress" role="status">
              <label htmlFor={`${idPrefix}-progress`}>Uploading</label>
              <progress
                id={`${idPrefix}-progress`}
                max={100}
                value={Math.round(submission.progress * 100)}
              />
              <span>{Math.round(submission.progress * 100)}%</span>
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
