import defaultCampaign from '../../campaigns/default.json';

/** A gift campaign's config: campaigns/{name}.json, chosen at build time by GIFTS_CAMPAIGN. */
export interface Campaign {
  name: string;
  heading: string;
  intro?: string;
}

/**
 * The campaign from its JSON text (the build defines `process.env.GIFTS_CAMPAIGN_CONFIG`), or the
 * default campaign when there is none (unit tests). Invalid config throws: the build checks it
 * first, so this only fails on a hand-made bundle.
 */
export function parseCampaign(json: string | undefined): Campaign {
  if (json === undefined || json === '') return defaultCampaign;
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null)
    throw new Error('Gift campaign config must be an object');
  const { name, heading, intro } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof heading !== 'string' || heading === '') {
    throw new Error('Gift campaign config needs a name and a heading');
  }
  return typeof intro === 'string' ? { name, heading, intro } : { name, heading };
}

/** This build's campaign. */
export const campaign: Campaign = parseCampaign(process.env.GIFTS_CAMPAIGN_CONFIG);
