import type { FormId } from './forms';
import { headerText } from './safeText';
import type { OutgoingMail } from './formsStore';

/** Whether a listing's recipient may receive mail: an exact address or an `@domain` entry. */
export function recipientAllowed(recipient: string, allowlist: string[]): boolean {
  const address = recipient.trim().toLowerCase();
  return allowlist.some((entry) => {
    const rule = entry.toLowerCase();
    return rule.startsWith('@') ? address.endsWith(rule) : address === rule;
  });
}

/**
 * The mail for one submission: a job application to the listing's recipient (when that address
 * is allowed, so the form cannot be used to send mail anywhere; otherwise to the centre, saying
 * so), a competition entry to the centre's address. The file is attached.
 */
export function composeMail(
  formId: FormId,
  fields: Record<string, string>,
  options: { centreAddress: string; recipientAllowlist: string[] },
): OutgoingMail[] {
  // NUL has no place in a mail's text, and PostgreSQL's text cannot hold it.
  const lines = Object.entries(fields)
    .filter(([name]) => name !== 'captcha')
    .map(([name, value]) => `${name}: ${value.replaceAll('\u0000', '')}`);
  if (formId === 'job_application') {
    const listed = fields['retailer recipient']?.trim() ?? '';
    const allowed = listed !== '' && recipientAllowed(listed, options.recipientAllowlist);
    const note = allowed
      ? []
      : [`(The listing's recipient "${listed}" is not on the allowlist: please forward.)`, ''];
    return [
      {
        recipient: allowed ? listed : options.centreAddress,
        subject: headerText(
          `Job application: ${fields.position ?? ''} at ${fields.retailer ?? ''} from ${fields.full_name ?? ''}`,
        ),
        body: [...note, ...lines].join('\n'),
        attach: true,
      },
    ];
  }
  return [
    {
      recipient: options.centreAddress,
      subject: headerText(`Colouring competition entry from ${fields.name ?? ''}`),
      body: lines.join('\n'),
      attach: true,
    },
  ];
}
