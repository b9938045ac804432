import { hostname } from 'node:os';
import type { EventDb } from '../../site-events/eventDb';
import type { AlertCondition, AlertRule } from './alertRules';

/** An incident: a rule's condition from when it started holding until it stopped. */
export interface Incident {
  id: number;
  rule: string;
  key: string;
  title: string;
  summary: string;
  figures: string[];
  openedAt: number;
  mailedAt: number | null;
  postedAt: number | null;
}

interface IncidentRow {
  id: number;
  rule: string;
  key: string;
  title: string;
  summary: string;
  figures: string;
  opened_at: number;
  mailed_at: number | null;
  posted_at: number | null;
}

const incidentOf = (row: IncidentRow): Incident => ({
  id: row.id,
  rule: row.rule,
  key: row.key,
  title: row.title,
  summary: row.summary,
  figures: JSON.parse(row.figures) as string[],
  openedAt: row.opened_at,
  mailedAt: row.mailed_at,
  postedAt: row.posted_at,
});

/**
 * The alerts' incidents, kept in the events store so that a restart neither repeats nor loses
 * one: a condition that starts holding opens an incident (which is then notified once, however
 * long it holds), one that stops holding closes it, and holding again later is a new incident.
 * Each host keeps its own (`host`): on hosts sharing a PostgreSQL, each alerts on what it sees.
 */
export function incidentStore(db: EventDb, host: string = hostname()) {
  return {
    /**
     * Records what holds now for each rule: opens incidents for new conditions, closes those of
     * conditions that no longer hold. Returns the incidents opened.
     */
    update(
      holding: { rule: AlertRule; conditions: AlertCondition[] }[],
      now: number,
    ): Promise<Incident[]> {
      return db.transaction(async (tx) => {
        const opened: Incident[] = [];
        for (const { rule, conditions } of holding) {
          const open = await tx.all<{ id: number; key: string }>(
            'SELECT id, key FROM alert_incidents WHERE host = $1 AND rule = $2 AND closed_at IS NULL',
            host,
            rule.id,
          );
          const keys = new Set(conditions.map((condition) => condition.key));
          for (const incident of open)
            if (!keys.has(incident.key))
              await tx.run(
                'UPDATE alert_incidents SET closed_at = $1 WHERE id = $2',
                now,
                incident.id,
              );
          const openKeys = new Set(open.map((incident) => incident.key));
          for (const condition of conditions) {
            if (openKeys.has(condition.key)) continue;
            const [inserted] = await tx.all<{ id: number }>(
              `INSERT INTO alert_incidents (host, rule, key, title, summary, figures, opened_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
              host,
              rule.id,
              condition.key,
              rule.title,
              condition.summary,
              JSON.stringify(condition.figures),
              now,
            );
            opened.push({
              id: inserted!.id,
              rule: rule.id,
              key: condition.key,
              title: rule.title,
              summary: condition.summary,
              figures: condition.figures,
              openedAt: now,
              mailedAt: null,
              postedAt: null,
            });
          }
        }
        return opened;
      });
    },
    /** Incidents still open whose mail or webhook did not go out yet (a failed send is retried). */
    async unnotified(channels: { mail: boolean; webhook: boolean }): Promise<Incident[]> {
      const missing = [
        ...(channels.mail ? ['mailed_at IS NULL'] : []),
        ...(channels.webhook ? ['posted_at IS NULL'] : []),
      ];
      if (missing.length === 0) return [];
      const rows = await db.all<IncidentRow>(
        `SELECT * FROM alert_incidents WHERE host = $1 AND closed_at IS NULL
         AND (${missing.join(' OR ')}) ORDER BY id LIMIT 50`,
        host,
      );
      return rows.map(incidentOf);
    },
    async notified(id: number, channel: 'mail' | 'webhook', at: number): Promise<void> {
      await db.run(
        `UPDATE alert_incidents SET ${channel === 'mail' ? 'mailed_at' : 'posted_at'} = $1 WHERE id = $2`,
        at,
        id,
      );
    },
    /** The latest incidents of this host, open first (the dashboard's list). */
    async latest(limit = 20): Promise<(Incident & { closedAt: number | null })[]> {
      const rows = await db.all<IncidentRow & { closed_at: number | null }>(
        `SELECT * FROM alert_incidents WHERE host = $1
         ORDER BY CASE WHEN closed_at IS NULL THEN 0 ELSE 1 END, opened_at DESC LIMIT ${limit}`,
        host,
      );
      return rows.map((row) => ({ ...incidentOf(row), closedAt: row.closed_at }));
    },
  };
}

export type IncidentStore = ReturnType<typeof incidentStore>;
