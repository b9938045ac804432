import { fireEvent, screen } from '@testing-library/react';

/**
 * Jest stand-in for the form's Captcha (Google's widget cannot load in jsdom): a button that
 * hands the form a token. Use with `jest.mock('../captcha/Captcha', () => captchaStandInModule)`.
 */
export const captchaStandInModule = {
  Captcha: ({ onToken }: { onToken: (token: string | null) => void }) => (
    <button type="button" onClick={() => onToken('jest-token')}>
      Captcha stand-in: give a token
    </button>
  ),
};

export const giveCaptchaToken = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Captcha stand-in: give a token' }));
