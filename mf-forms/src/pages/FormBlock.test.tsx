import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    .filter((element) => element?.classList.contains('form-field__error'))
    .map((element) => element?.textContent ?? '');
}

const fields = () => ({
  name: screen.getByLabelText(/^Name/),
  email: screen.getByLabelText(/^Parent's email/),
  file: screen.getByLabelText(/^Colouring page file/),
  showPublicly: screen.getByLabelText('Show my submission publicly'),
  acceptTerms: screen.getByLabelText('I accept the Terms and Conditions'),
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

  it('has the labelled fields of the spec with the right types', () => {
    renderForm();
    const { name, email, file, showPublicly, acceptTerms } = fields();
    expect(name.getAttribute('type') ?? 'text').toBe('text');
    expect(email.getAttribute('type')).toBe('email');
    expect(file.getAttribute('type')).toBe('file');
    expect(file.getAttribute('accept')).toBe('image/png,image/jpeg');
    expect(showPublicly.getAttribute('type')).toBe('checkbox');
    expect(acceptTerms.getAttribute('type')).toBe('checkbox');
    for (const field of [name, email, file, showPublicly, acceptTerms])
      expect(field.hasAttribute('required')).toBe(true);
    // The help text says under 10 MB, ideally PNG or JPG, and is tied to the file input.
    const help = document.getElementById(file.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toMatch(/under 10 MB, ideally a PNG or JPG/);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('shows an error naming each field on submit, linked with aria-describedby, and focuses the first', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

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

  it('shows an error when a field is left, and only for that field', async () => {
    renderForm();
    const { name, email } = fields();
    fireEvent.blur(name);
    await waitFor(() => expect(describedErrors(name)).toEqual(['Name is required']));
    expect(describedErrors(email)).toEqual([]);
    expect(screen.queryByText("Parent's email is required")).toBeNull();

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

  it('checks that the file is an image under 10 MB', async () => {
    renderForm();
    const { file } = fields();
    fireEvent.change(file, { target: { files: [makeFile('entry.pdf', 'application/pdf')] } });
    fireEvent.blur(file);
    await waitFor(() =>
      expect(describedErrors(file)).toEqual(['Colouring page file must be an image (PNG or JPG)']),
    );

    fireEvent.change(file, {
      target: { files: [makeFile('entry.png', 'image/png', 10 * 1024 * 1024)] },
    });
    await waitFor(() =>
      expect(describedErrors(file)).toEqual(['Colouring page file must be under 10 MB']),
    );

    fireEvent.change(file, {
      target: { files: [makeFile('entry.jpg', 'image/jpeg', 10 * 1024 * 1024 - 1)] },
    });
    await waitFor(() => expect(describedErrors(file)).toEqual([]));
  });

  it('shows no errors and sends nothing when every field is valid (submission comes later)', async () => {
    const fetchSpy = jest.fn();
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetchSpy;
    try {
      renderForm();
      const { name, email, file, showPublicly, acceptTerms } = fields();
      fireEvent.change(name, { target: { value: 'Sam' } });
      fireEvent.change(email, { target: { value: 'parent@example.com' } });
      fireEvent.change(file, { target: { files: [makeFile('entry.png', 'image/png')] } });
      fireEvent.click(showPublicly);
      fireEvent.click(acceptTerms);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      });
      await waitFor(() => expect(document.querySelectorAll('.form-field__error')).toHaveLength(0));
      expect(fetchSpy).not.toHaveBeenCalled();
      expect((showPublicly as HTMLInputElement).checked).toBe(true);
    } finally {
      globalThis.fetch = originalFetch;
    }
  });
});
