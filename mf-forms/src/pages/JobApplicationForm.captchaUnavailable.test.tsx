import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import JobApplicationForm from './JobApplicationForm';
import { CAPTCHA_LOAD_TIMEOUT_MS, CAPTCHA_MESSAGES } from '../captcha/captchaMessages';

// The real Captcha and react-google-recaptcha with a site key, as in production. jsdom never
// fetches Google's script, as on machines where it cannot load: the script element is added and
// then either errors (fired here) or never answers.
const GOOGLE_SCRIPT = 'script[src*="recaptcha/api.js"]';

beforeEach(() => {
  jest.replaceProperty(process, 'env', { ...process.env, RECAPTCHA_SITE_KEY: 'site-key' });
});

async function renderJobForm() {
  render(
    <JobApplicationForm
      storeName="Brand Outlet"
      position="Retail Assistant"
      recipient="jobs@brand.example.com"
      formId="job-7"
    />,
  );
  // The captcha's chunk loads after hydration; then Google's script is asked for.
  await waitFor(() => expect(document.querySelector(GOOGLE_SCRIPT)).not.toBeNull());
  expect(screen.getByText(CAPTCHA_MESSAGES.prompt)).toBeTruthy();
}

/** Fills every field validly and presses Submit: nothing may be sent without a token. */
async function trySubmitting() {
  const send = jest.spyOn(XMLHttpRequest.prototype, 'send');
  fireEvent.change(screen.getByLabelText(/^Full Name/), { target: { value: 'Sam Lee' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'sam@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '0412 345 678' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
  expect(send).not.toHaveBeenCalled();
  expect(screen.queryByText('Submitting...')).toBeNull();
}

function expectUnavailableSaidAndSubmitBlocked() {
  const message = screen.getByRole('alert');
  expect(message.textContent).toBe(
    'The security check (Google reCAPTCHA) could not load, so this form cannot be sent right now. Check your connection and reload the page to try again.',
  );
  const submit = screen.getByRole('button', { name: 'Submit' });
  expect(submit.getAttribute('aria-disabled')).toBe('true');
  expect(submit.getAttribute('aria-describedby')).toBe(message.id);
}

// Order matters: react-async-script remembers a script that errored for the whole file, so the
// test that needs it still loading runs first (and fails loudly, on the 'not yet' check, if not).
describe('the captcha when Google reCAPTCHA cannot load', () => {
  it('says so in words once the script has not answered in 15 s, and submit stays blocked', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await renderJobForm();
      await act(async () => {
        jest.advanceTimersByTime(CAPTCHA_LOAD_TIMEOUT_MS - 1_000);
      });
      expect(screen.queryByText(CAPTCHA_MESSAGES.unavailable)).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(1_000);
      });
      expectUnavailableSaidAndSubmitBlocked();
      await trySubmitting();
      expectUnavailableSaidAndSubmitBlocked();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so in words as soon as the script fails to load, and submit stays blocked', async () => {
    await renderJobForm();
    expect(screen.queryByText(CAPTCHA_MESSAGES.unavailable)).toBeNull();
    await act(async () => {
      document.querySelector(GOOGLE_SCRIPT)?.dispatchEvent(new Event('error'));
    });
    expectUnavailableSaidAndSubmitBlocked();
    await trySubmitting();
    expectUnavailableSaidAndSubmitBlocked();
  });
});
