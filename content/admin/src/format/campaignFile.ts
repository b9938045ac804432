import { isEmpty } from './contentFormats';
import { jsonFile } from './jsonFile';

type Record_ = Record<string, unknown>;

const filled = (value: unknown) => !isEmpty(value) && !(Array.isArray(value) && value.length === 0);

/**
 * A campaign's featured gifts as the gifts app reads them (`{ curated }` or `{ rule }`,
 * mf-gifts/src/campaign/validateCampaign.ts), from the form's two parts: each part the editor
 * left empty is left out, and the whole when both are. Both filled in are kept, for the gifts
 * app's check to name.
 */
function featuredGifts(value: unknown): Record_ | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { curated, rule } = value as { curated?: unknown; rule?: Record_ };
  const ruleParts = Object.fromEntries(
    Object.entries(rule ?? {}).filter(([, part]) => filled(part)),
  );
  const gifts: Record_ = {
    ...(filled(curated) ? { curated } : {}),
    ...(Object.keys(ruleParts).length > 0 ? { rule: { tags: [], ...ruleParts } } : {}),
  };
  return Object.keys(gifts).length > 0 ? gifts : undefined;
}

/** The gift campaigns' files: as the single-object files, with their featured gifts tidied. */
export const campaignFile = {
  fromFile: jsonFile.fromFile,
  toFile: (data: Record_) => {
    const gifts = featuredGifts(data.featuredGifts);
    const record = Object.fromEntries(
      Object.entries(data).flatMap(([key, value]) => {
        if (key !== 'featuredGifts') return [[key, value]];
        return gifts ? [[key, gifts]] : [];
      }),
    );
    return jsonFile.toFile(record);
  },
};
