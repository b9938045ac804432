import { currentOf, type SiteStateDocument } from '../site-state/siteStateDocument';
import { BAN_KEEP_HEADER } from '../edge/edgeVcl';

/** An origin node could not stage what a change needs: the change is not made. */
export class OriginRefused extends Error {}

/** How long a node may take to fetch and verify a generation, and to switch. */
const STAGE_TIMEOUT_MS = 120_000;
const SWITCH_TIMEOUT_MS = 10_000;

/** The generations a request may be answered from: the edge keeps copies of these only. */
const servedGenerations = (document: SiteStateDocument) =>
  [currentOf(document), document.canary?.generation].filter((id): id is string => Boolean(id));

/**
 * The origin nodes the release service keeps serving what its state says (decision 392), each
 * reached at its follower's address with the service's token, and the edge in front of them.
 */
export class OriginNodes {
  constructor(
    private readonly nodes: string[],
    private readonly token: string,
    private readonly edge: string | null,
    private readonly log: (line: string) => void,
  ) {}

  private async call(node: string, route: string, body: unknown, timeoutMs: number) {
    const response = await fetch(`${node}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json()) as { error?: string };
    if (!response.ok) throw new Error(answer.error ?? `answers ${response.status}`);
    return answer;
  }

  /**
   * Every node fetches and verifies the generations it lacks, all at once; when one cannot, the
   * change that needs them is refused, naming it.
   */
  async stage(generations: string[]): Promise<void> {
    const outcomes = await Promise.allSettled(
      this.nodes.map((node) => this.call(node, '/v1/stage', { generations }, STAGE_TIMEOUT_MS)),
    );
    const refused = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected'
        ? [
            `origin node ${this.nodes[index]} cannot stage generation ${generations.join(', ')}: ${(outcome.reason as Error).message}`,
          ]
        : [],
    );
    if (refused.length > 0)
      throw new OriginRefused(
        `Refused: ${refused.join('; ')}. Nothing was switched; bring the node back, or take it out of fleet.nodes (ORIGIN_NODES)`,
      );
  }

  /**
   * Every node serves `document` (its links switched in one rename each), all at once; then the
   * edge drops its copies of the generations no longer served. A node that does not switch is
   * named in the log: it stops answering the edge's probe until it has caught up.
   */
  async follow(before: SiteStateDocument, document: SiteStateDocument): Promise<void> {
    const outcomes = await Promise.allSettled(
      this.nodes.map((node) => this.call(node, '/v1/switch', { document }, SWITCH_TIMEOUT_MS)),
    );
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'rejected')
        this.log(
          `Origin node ${this.nodes[index]} did not switch to revision ${document.revision}: ${(outcome.reason as Error).message}; it catches up before it takes requests again`,
        );
    });
    const served = servedGenerations(document);
    if (
      !this.edge ||
      served.join(' ') === servedGenerations(before).join(' ') ||
      served.length === 0
    )
      return;
    const banned = await fetch(`${this.edge}/`, {
      method: 'BAN',
      headers: { [BAN_KEEP_HEADER]: served.join(' ') },
      signal: AbortSignal.timeout(SWITCH_TIMEOUT_MS),
    }).catch((error: Error) => error);
    if (banned instanceof Error || !banned.ok)
      this.log(
        `The edge at ${this.edge} did not take the BAN of every generation but ${served.join(' ')}: ${banned instanceof Error ? banned.message : banned.status}`,
      );
  }
}
