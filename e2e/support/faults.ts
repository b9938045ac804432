import type { APIRequestContext } from '@playwright/test';
import { SITE_URL } from './site';

export interface Fault {
  path: string;
  status?: number;
  body?: string;
  delayMs?: number;
  /** Close the connection without an answer (after the delay), as a network failure would. */
  drop?: boolean;
}

/** Tells the shell's server to answer one path wrongly (see deploy/server/testFaults.ts). */
export async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post(`${SITE_URL}/__test__/faults`, { data: fault });
  if (response.status() !== 204) throw new Error(`fault not accepted: ${response.status()}`);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete(`${SITE_URL}/__test__/faults`);
}
