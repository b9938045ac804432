import type { DatabaseSync } from 'node:sqlite';
import { allRows, inTransaction } from 'forms-api/sql';
import type { AlertCondition, AlertRule } from './alertRules';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS alert_incidents (
  id INTEGER PRIMARY KEY,
  rule TEXT NOT NULL,
  key TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  figures TEXT NOT NULL,
  opened_at INTEGER NOT NULL,
  closed_at INTEGER,
  mailed_at INTEGER,
  posted_at INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS alert_incidents_open ON alert_incidents (rule, key) WHERE closed_at IS NULL;
`;

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
 */
export function incidentStore(db: DatabaseSync) {
  db.exec(SCHEMA);
  return {
    /**
     * Records what holds now for each rule: opens incidents for new conditions, closes those of
     * conditions that no longer hold. Returns the incidents opened.
     */
    update(holding: { rule: AlertRule; conditions: AlertCondition[] }[], now: number): Incident[] {
      return inTransaction(db, () => {
        const opened: Incident[] = [];
        for (const { rule, conditions } of holding) {
          const open = allRows<{ id: number; key: string }>(
            db,
            'SELECT id, key FROM alert_incidents WHERE rule = ? AND closed_at IS NULL',
            rule.id,
          );
          const keys = new Set(conditions.map((condition) => condition.key));
          for (const incident of open)
            if (!keys.has(incident.key))
              db.prepare('UPDATE alert_incidents SET closed_at = ? WHERE id = ?').run(
                now,
                incident.id,
              );
          const openKeys = new Set(open.map((incident) => incident.key));
          for (const condition of conditions) {
            if (openKeys.has(condition.key)) continue;
            const { lastInsertRowid } = db
              .prepare(
                `INSERT INTO alert_incidents (rule, key, title, summary, figures, opened_at)
                 VALUES (?, ?, ?, ?, ?, ?)`,
              )
              .run(
                rule.id,
                condition.key,
                rule.title,
                condition.summary,
                JSON.stringify(condition.figures),
                now,
              );
            opened.push({
              id: Number(lastInsertRowid),
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
    unnotified(channels: { mail: boolean; webhook: boolean }): Incident[] {
      const missing = [
        ...(channels.mail ? ['mailed_at IS NULL'] : []),
        ...(channels.webhook ? ['posted_at IS NULL'] : []),
      ];
      if (missing.length === 0) return [];
      return allRows<IncidentRow>(
        db,
        `SELECT * FROM alert_incidents WHERE closed_at IS NULL AND (${missing.join(' OR ')}) ORDER BY id LIMIT 50`,
      ).map(incidentOf);
    },
    notified(id: number, channel: 'mail' | 'webhook', at: number): void {
      db.prepare(
        `UPDATE alert_incidents SET ${channel === 'mail' ? 'mailed_at' : 'posted_at'} = ? WHERE id = ?`,
      ).run(at, id);
    },
    /** The latest incidents, open first (the dashboard's list). */
    latest(limit = 20): (Incident & { closedAt: number | null })[] {
      return allRows<IncidentRow & { closed_at: number | null }>(
        db,
        'SELECT * FROM alert_incidents ORDER BY closed_at IS NOT NULL, opened_at DESC LIMIT ?',
        limit,
      ).map((row) => ({ ...incidentOf(row), closedAt: row.closed_at }));
    },
  };
}

export type IncidentStore = ReturnType<typeof incidentStore>;
