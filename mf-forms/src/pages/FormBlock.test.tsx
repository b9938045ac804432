import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { makeFile, makeFormBlock } from '../test/factories';
import FormBlock from './FormBlock';

function renderForm(formName = 'colouring competition') {
  return render(<FormBlock block={makeFormBlock({ formName })} />);
}

/** The error text a field's aria-describedby points to. */
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

describe('FormBlock', () => {
  it.each(['job application', 'Contact us', ''])(
    'renders nothing for the form name %p',
    (formName) => {
      const { container } = renderForm(formName);
      expect(container.innerHTML).toBe('');
    },
  );

  it.each(['colouring competition', 'Colouring Competition', '  COLOURING COMPETITION '])(
    'renders the colouring competition form for %p',
    (formName) => {
      renderForm(formName);
      expect(screen.getByRole('form', { name: 'Enter the colouring competition' })).toBeTruthy();
    },
  );

  it('has the labelled fields of the competition form with the right types, required ones starred', () => {
    renderForm();
    const { name, email, file, showPublicly, acceptTerms } = fields();
    expect(name.getAttribute('type')).toBe('text');
    expect(email.getAttribute('type')).toBe('email');
    expect(file.getAttribute('type')).toBe('file');
    expect(file.getAttribute('accept')).toBe('image/png,image/jpeg');
    expect(showPublicly.getAttribute('type')).toBe('checkbox');
    expect(acceptTerms.getAttribute('type')).toBe('checkbox');
    for (const field of [name, email, file, showPublicly, acceptTerms])
      expect(field.hasAttribute('required')).toBe(true);
    expect(document.querySelector(`label[for="${name.id}"]`)?.textContent).toBe('Name *');
    // The note says under 10 MB, ideally PNG or JPG, and is tied to the file input.
    const note = document.getElementById(file.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toMatch(/under 10 MB, ideally a PNG or JPG/);
    expect(document.querySelector('input[type=hidden][name=form_id]')?.getAttribute('value')).toBe(
      'colouring_competition',
    );
  });

  it('keeps Submit disabled without a captcha token and says why', () => {
    renderForm();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    // This jest build has neither a site key nor the test double: the form says so in words.
    expect(
      document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(
      'The security check is not set up on this site, so this form cannot be sent online right now.',
    );
  });

  it('does nothing on submit without a captcha token', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => undefined);
    expect(document.querySelectorAll('.field__error')).toHaveLength(0);
  });

  it('shows an error when a field is left, and only for that field', async () => {
    renderForm();
    const { name, email } = fields();
    fireEvent.blur(name);
    await waitFor(() => expect(describedErrors(name)).toEqual(['Name is required']));
    expect(describedErrors(email)).toEqual([]);

    fireEvent.change(name, { target: { value: 'Sam' } });
    await waitFor(() => expect(describedErrors(name)).toEqual([]));
    expect(name.hasAttribute('aria-invalid')).toBe(false);
  });

  it('checks the email address', async () => {
    renderForm();
    const { email } = fields();
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    await waitFor(() =>
      expect(describedErrors(email)).toEqual(["Parent's email must be a valid email address"]),
    );
  });

  it('checks the file as soon as it is chosen, shows its name and removes it', async () => {
    renderForm();
    const { file } = fields();
    fireEvent.change(file, { target: { files: [makeFile('entry.pdf', 'application/pdf')] } });
    await waitFor(() =>
      expect(describedErrors(file)).toEqual(['Colouring page file must be a PNG or JPG image']),
    );

    fireEvent.change(file, {
      target: { files: [makeFile('entry.png', 'image/png', 10 * 1024 * 1024)] },
    });
    await waitFor(() =>
      expect(describedErrors(file)).toEqual(['Colouring page file must be under 10 MB']),
    );

    fireEvent.change(file, { target: { files: [makeFile('entry.jpg', 'image/jpeg', 2048)] } });
    await waitFor(() => expect(describedErrors(file)).toEqual([]));
    expect(screen.getByText('Chosen file: entry.jpg (2 KB)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove entry.jpg' }));
    await waitFor(() => expect(describedErrors(file)).toEqual(['Colouring page file is required']));
    expect(screen.queryByText(/Chosen file/)).toBeNull();
    expect(document.activeElement).toBe(file);
  });

  it('ticks and unticks the consents', async () => {
    renderForm();
    const { showPublicly } = fields();
    fireEvent.click(showPublicly);
    await waitFor(() => expect((showPublicly as HTMLInputElement).checked).toBe(true));
    fireEvent.click(showPublicly);
    await waitFor(() => expect((showPublicly as HTMLInputElement).checked).toBe(false));
  });

  it('renders on the server and hydrates without a mismatch, submit disabled in the HTML', async () => {
    const block = makeFormBlock();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FormBlock block={block} />);
    expect(container.querySelector('button[type=submit]')?.hasAttribute('disabled')).toBe(true);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <FormBlock block={block} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });
});
