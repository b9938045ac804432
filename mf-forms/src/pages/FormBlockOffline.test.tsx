import { act, fireEvent, render, screen } from '@testing-library/react';
import { captchaStandInModule, giveCaptchaToken } from '../test/captchaStandIn';
import { makeFormBlock } from '../test/factories';
import { FORM_MESSAGES } from '../submission/FormFrame';
import FormBlock from './FormBlock';

jest.mock('../captcha/Captcha', () => captchaStandInModule);

/** The browser's word on the connection, and the event it fires when it changes. */
function setConnection(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('a form with no connection', () => {
  it('says it needs one, sends nothing and keeps what was typed; back online, it can be sent', async () => {
    render(<FormBlock block={makeFormBlock()} />);
    giveCaptchaToken();
    const name = screen.getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Sam Lee' } });
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send');

    setConnection(false);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe(`${FORM_MESSAGES.offlineTitle}${FORM_MESSAGES.offlineText}`);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(send).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(notice);
    expect((name as HTMLInputElement).value).toBe('Sam Lee');
    expect(screen.queryByText(FORM_MESSAGES.failureText)).toBeNull();

    setConnection(true);
    expect(screen.queryByText(FORM_MESSAGES.offlineText)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(
      false,
    );
    expect((name as HTMLInputElement).value).toBe('Sam Lee');
  });
});
