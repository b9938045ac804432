/** What a captcha widget (Google's or the test double) tells the form. */
export interface CaptchaWidgetProps {
  /** A new token, or null when it expired. */
  onToken: (token: string | null) => void;
  /** The widget could not load or errored: the form says so instead of waiting. */
  onUnavailable: () => void;
}
