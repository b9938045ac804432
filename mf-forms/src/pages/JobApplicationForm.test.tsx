import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { captchaStandInModule, giveCaptchaToken } from '../test/captchaStandIn';
import JobApplicationForm from './JobApplicationForm';

jest.mock('../captcha/Captcha', () => captchaStandInModule);

const props = {
  storeName: 'Brand Outlet',
  position: 'Retail Assistant',
  recipient: 'jobs@brand.example.com',
  formId: 'job-7',
};

describe('JobApplicationForm', () => {
  it("is titled 'Apply for this job: {position}' with the fields of the job form", () => {
    render(<JobApplicationForm {...props} />);
    expect(
      screen.getByRole('heading', { name: 'Apply for this job: Retail Assistant' }),
    ).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Apply for this job: Retail Assistant' });
    expect(screen.getByLabelText(/^Full Name/).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^Phone/).getAttribute('type')).toBe('tel');
    const resume = screen.getByLabelText(/^Resume/);
    expect(resume.hasAttribute('required')).toBe(false);
    expect(resume.getAttribute('accept')).toBe('application/pdf,.pdf');
    expect(screen.getByText('PDF only, less than 10 MB.')).toBeTruthy();
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toEqual({
      form_id: 'job_application',
      retailer: 'Brand Outlet',
      position: 'Retail Assistant',
      'retailer recipient': 'jobs@brand.example.com',
      formId: 'job-7',
    });
  });

  it('names each missing required field and focuses Full Name', async () => {
    render(<JobApplicationForm {...props} />);
    giveCaptchaToken();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    await waitFor(() => expect(screen.getByText('Full Name is required')).toBeTruthy());
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.queryByText(/Resume/, { selector: '.field__error' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Full Name/));
  });
});
