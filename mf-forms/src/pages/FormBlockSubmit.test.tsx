import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { captchaStandInModule, giveCaptchaToken } from '../test/captchaStandIn';
import { makeFormBlock } from '../test/factories';
import FormBlock from './FormBlock';

jest.mock('../captcha/Captcha', () => captchaStandInModule);

function describedErrors(field: HTMLElement): string[] {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id))
    .filter((element) => element?.classList.contains('field__error'))
    .map((element) => element?.textContent ?? '');
}

const fields = () => ({
  name: screen.getByLabelText(/^Name/),
  email: screen.getByLabelText(/^Parent's email/),
  file: screen.getByLabelText(/^Colouring page file/),
  showPublicly: screen.getByLabelText(/^Show my submission publicly/),
  acceptTerms: screen.getByLabelText(/^I accept the Terms and Conditions/),
});

function renderForm() {
  render(<FormBlock block={makeFormBlock()} />);
  giveCaptchaToken();
}

const submitForm = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });

describe('FormBlock with a captcha token', () => {
  it('is no longer marked disabled', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(
      false,
    );
  });

  it('shows an error naming each field on submit, linked with aria-describedby, and focuses the first', async () => {
    renderForm();
    await submitForm();
    const { name, email, file, showPublicly, acceptTerms } = fields();
    await waitFor(() => expect(describedErrors(name)).toEqual(['Name is required']));
    expect(describedErrors(email)).toEqual(["Parent's email is required"]);
    expect(describedErrors(file)).toEqual(['Colouring page file is required']);
    expect(describedErrors(showPublicly)).toEqual(["Please tick 'Show my submission publicly'"]);
    expect(describedErrors(acceptTerms)).toEqual([
      "Please tick 'I accept the Terms and Conditions'",
    ]);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('focuses the first invalid field in reading order, not the first of the form', async () => {
    renderForm();
    const { name, email } = fields();
    fireEvent.change(name, { target: { value: 'Sam' } });
    await submitForm();
    await waitFor(() => expect(document.activeElement).toBe(email));
  });
});
