import type { Incident } from './incidents';

/** Where an incident is told: forms-api's alert mail (its outbox) and an optional webhook. */
export interface AlertChannels {
  /** forms-api's `POST /ops/alert-mail` on this machine; null to send no mail. */
  mailUrl: string | null;
  /** A URL that takes a JSON POST (a chat's incoming webhook); null for none. */
  webhookUrl: string | null;
  /** The dashboard, linked from every alert. */
  dashboardUrl: string;
}

/** The alert's words: its rule's title, what holds, the figures, since when, and the link. */
export function alertText(incident: Incident, dashboardUrl: string) {
  const link = `${dashboardUrl}#alert-${incident.rule}`;
  return {
    subject: `Site alert: ${incident.title} (${incident.summary})`,
    text: [
      incident.summary,
      '',
      ...incident.figures,
      '',
      `Since: ${new Date(incident.openedAt).toISOString()}`,
      `Dashboard: ${link}`,
    ].join('\n'),
    link,
  };
}

async function post(url: string, body: unknown): Promise<void> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
}

/** Sends the incident's mail through forms-api's outbox. */
export async function mailIncident(incident: Incident, channels: AlertChannels): Promise<void> {
  const { subject, text } = alertText(incident, channels.dashboardUrl);
  await post(channels.mailUrl!, { subject, text });
}

/** Posts the incident to the webhook: `{rule, title, summary, figures, openedAt, link, text}`. */
export async function postIncident(incident: Incident, channels: AlertChannels): Promise<void> {
  const { subject, link } = alertText(incident, channels.dashboardUrl);
  await post(channels.webhookUrl!, {
    rule: incident.rule,
    title: incident.title,
    summary: incident.summary,
    figures: incident.figures,
    openedAt: new Date(incident.openedAt).toISOString(),
    link,
    text: subject,
  });
}
