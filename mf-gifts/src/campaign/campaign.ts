import everyday from '../../campaigns/default.json';
import { validateCampaign, type Campaign } from './validateCampaign';

export type { Campaign } from './validateCampaign';

/** The everyday guide's config (campaigns/default.json): what shows outside a campaign's dates. */
export const everydayCampaign: Campaign = validateCampaign(everyday, 'default');

/**
 * The campaign from its JSON text (the build defines `process.env.GIFTS_CAMPAIGN_CONFIG`), or the
 * everyday campaign when there is none (unit tests). The build has checked it already, so this
 * throws only for a hand-made bundle.
 */
export function parseCampaign(json: string | undefined): Campaign {
  if (json === undefined || json === '') return everydayCampaign;
  return validateCampaign(JSON.parse(json) as unknown);
}

/**
 * The campaign to show on a Canberra day (yyyy-MM-dd): the campaign between its start and end
 * days inclusive, otherwise the everyday guide.
 */
export function campaignForDay(chosen: Campaign, today: string): Campaign {
  if (chosen.start !== undefined && today < chosen.start) return everydayCampaign;
  if (chosen.end !== undefined && today > chosen.end) return everydayCampaign;
  return chosen;
}

/** This build's campaign. */
export const campaign: Campaign = parseCampaign(process.env.GIFTS_CAMPAIGN_CONFIG);
