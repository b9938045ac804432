/**
 * A gift campaign's config (`campaigns/{name}.json`) and its checks. webpack.config.cjs loads
 * this file to check the campaign it builds, so the build and the bundle apply the same rules.
 */
import { isCalendarDate } from 'shared-lib/clock';

/** The design tokens a campaign may use as its accent (`var(--colour-{accent})`). */
export const CAMPAIGN_ACCENTS = ['brand', 'sale', 'highlight', 'open'] as const;
export type CampaignAccent = (typeof CAMPAIGN_ACCENTS)[number];

/** The recipient categories (docs/reference/content.md#recipients; a unit test holds this to shared-lib's list). */
export const CAMPAIGN_RECIPIENTS = ['For Him', 'For Her', 'Home', 'Kids'] as const;
export type CampaignRecipient = (typeof CAMPAIGN_RECIPIENTS)[number];

export interface CampaignImage {
  url: string;
  alt?: string;
  width: number;
  height: number;
}

/** A tile of the gift generator block: links to the guide with `?category={targetId}`. */
export interface CampaignCategory {
  title: string;
  targetId: number;
  image: CampaignImage;
}

/**
 * Which gifts the campaign features (shown first, marked 'Featured'): a curated list of gift ids,
 * or a rule: gifts carrying any of the tags (a recipient category or a category name) at or
 * under the price cap.
 */
export type CampaignGifts = { curated: string[] } | { rule: { tags: string[]; priceCap?: number } };

export interface Campaign {
  name: string;
  heading: string;
  intro: string;
  accent: CampaignAccent;
  heroImage?: CampaignImage;
  /** Recipients offered first in 'I need a gift for'. */
  featuredRecipients: CampaignRecipient[];
  /** The generator tiles, also offered first in 'Category'. */
  featuredCategories: CampaignCategory[];
  featuredGifts?: CampaignGifts;
  /** First day (yyyy-MM-dd, Canberra) the campaign shows; before it, the everyday guide. */
  start?: string;
  /** Last day (yyyy-MM-dd, Canberra) the campaign shows; after it, the everyday guide. */
  end?: string;
}

export type CampaignErrorCode =
  | 'CAMPAIGN_NOT_OBJECT'
  | 'CAMPAIGN_UNKNOWN_FIELD'
  | 'CAMPAIGN_NAME_INVALID'
  | 'CAMPAIGN_HEADING_MISSING'
  | 'CAMPAIGN_INTRO_MISSING'
  | 'CAMPAIGN_ACCENT_UNKNOWN'
  | 'CAMPAIGN_HERO_IMAGE_INVALID'
  | 'CAMPAIGN_RECIPIENT_UNKNOWN'
  | 'CAMPAIGN_CATEGORY_INVALID'
  | 'CAMPAIGN_GIFTS_INVALID'
  | 'CAMPAIGN_PRICE_CAP_INVALID'
  | 'CAMPAIGN_DATE_INVALID'
  | 'CAMPAIGN_ENDS_BEFORE_START';

export interface CampaignProblem {
  code: CampaignErrorCode;
  message: string;
}

/** Thrown for an invalid campaign; `problems` names every fault, not just the first. */
export class CampaignConfigError extends Error {
  readonly problems: CampaignProblem[];
  constructor(source: string, problems: CampaignProblem[]) {
    super(
      `Gift campaign ${source} is invalid:\n${problems.map((p) => `  ${p.code}: ${p.message}`).join('\n')}`,
    );
    this.name = 'CampaignConfigError';
    this.problems = problems;
  }
}

const FIELDS = [
  'name',
  'heading',
  'intro',
  'accent',
  'heroImage',
  'featuredRecipients',
  'featuredCategories',
  'featuredGifts',
  'start',
  'end',
];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const isSize = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function isImage(value: unknown): value is CampaignImage {
  if (!isObject(value)) return false;
  return (
    isText(value.url) &&
    value.url.startsWith('/') &&
    isSize(value.width) &&
    isSize(value.height) &&
    (value.alt === undefined || typeof value.alt === 'string')
  );
}

function checkGifts(value: unknown, problem: (code: CampaignErrorCode, message: string) => void) {
  if (!isObject(value) || 'curated' in value === 'rule' in value) {
    problem(
      'CAMPAIGN_GIFTS_INVALID',
      '"featuredGifts" must be { "curated": [...] } or { "rule": {...} }',
    );
    return;
  }
  if ('curated' in value) {
    const { curated } = value;
    if (!Array.isArray(curated) || curated.length === 0 || !curated.every(isText))
      problem('CAMPAIGN_GIFTS_INVALID', '"featuredGifts.curated" must list gift ids');
    return;
  }
  const { rule } = value;
  if (!isObject(rule) || !Array.isArray(rule.tags) || !rule.tags.every(isText)) {
    problem('CAMPAIGN_GIFTS_INVALID', '"featuredGifts.rule.tags" must be a list of tags');
    return;
  }
  const { priceCap } = rule;
  if (priceCap !== undefined && !(typeof priceCap === 'number' && priceCap > 0))
    problem(
      'CAMPAIGN_PRICE_CAP_INVALID',
      '"featuredGifts.rule.priceCap" must be a positive number',
    );
  if (rule.tags.length === 0 && priceCap === undefined)
    problem('CAMPAIGN_GIFTS_INVALID', '"featuredGifts.rule" needs tags or a price cap');
}

/**
 * The campaign in `value`, checked; throws a `CampaignConfigError` naming every problem.
 * `expectedName` is the file's name: a campaign's name is its file's.
 */
export function validateCampaign(value: unknown, expectedName?: string): Campaign {
  const problems: CampaignProblem[] = [];
  const problem = (code: CampaignErrorCode, message: string) => problems.push({ code, message });
  const source = expectedName ?? 'config';
  if (!isObject(value)) {
    throw new CampaignConfigError(source, [
      { code: 'CAMPAIGN_NOT_OBJECT', message: 'the config must be a JSON object' },
    ]);
  }
  for (const key of Object.keys(value))
    if (!FIELDS.includes(key)) problem('CAMPAIGN_UNKNOWN_FIELD', `unknown field "${key}"`);

  const { name, heading, intro, accent, heroImage, start, end } = value;
  if (typeof name !== 'string' || !/^[a-z0-9-]+$/.test(name))
    problem('CAMPAIGN_NAME_INVALID', '"name" must be lower-case letters, digits and dashes');
  else if (expectedName !== undefined && name !== expectedName)
    problem('CAMPAIGN_NAME_INVALID', `"name" must be "${expectedName}", the file's name`);
  if (!isText(heading)) problem('CAMPAIGN_HEADING_MISSING', '"heading" must be non-empty text');
  if (!isText(intro)) problem('CAMPAIGN_INTRO_MISSING', '"intro" must be non-empty text');
  if (accent !== undefined && !CAMPAIGN_ACCENTS.some((known) => known === accent))
    problem('CAMPAIGN_ACCENT_UNKNOWN', `"accent" must be one of ${CAMPAIGN_ACCENTS.join(', ')}`);
  if (heroImage !== undefined && !isImage(heroImage))
    problem('CAMPAIGN_HERO_IMAGE_INVALID', '"heroImage" needs a url from /, a width and a height');

  const recipients = value.featuredRecipients ?? [];
  if (
    !Array.isArray(recipients) ||
    !recipients.every((r) => CAMPAIGN_RECIPIENTS.some((known) => known === r))
  )
    problem(
      'CAMPAIGN_RECIPIENT_UNKNOWN',
      `"featuredRecipients" may hold only ${CAMPAIGN_RECIPIENTS.join(', ')}`,
    );

  const categories = value.featuredCategories ?? [];
  if (
    !Array.isArray(categories) ||
    !categories.every(
      (c) => isObject(c) && isText(c.title) && isSize(c.targetId) && isImage(c.image),
    )
  )
    problem(
      'CAMPAIGN_CATEGORY_INVALID',
      '"featuredCategories" items need a title, a category id (targetId) and an image',
    );

  if (value.featuredGifts !== undefined) checkGifts(value.featuredGifts, problem);

  if (start !== undefined && !isCalendarDate(start))
    problem('CAMPAIGN_DATE_INVALID', '"start" must be a day written yyyy-MM-dd');
  if (end !== undefined && !isCalendarDate(end))
    problem('CAMPAIGN_DATE_INVALID', '"end" must be a day written yyyy-MM-dd');
  if (isCalendarDate(start) && isCalendarDate(end) && end < start)
    problem('CAMPAIGN_ENDS_BEFORE_START', '"end" is before "start"');

  if (problems.length > 0) throw new CampaignConfigError(source, problems);
  return {
    ...(value as unknown as Campaign),
    accent: (accent as CampaignAccent | undefined) ?? 'brand',
    featuredRecipients: recipients as CampaignRecipient[],
    featuredCategories: categories as CampaignCategory[],
  };
}
