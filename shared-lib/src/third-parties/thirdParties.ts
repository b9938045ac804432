/**
 * The third parties the site uses (docs/reference/calls.md#third-parties), by the Content-Security-Policy directive
 * that lets each one in. Nothing else outside the site's own origins may load. The one list: the
 * servers' policy is made from it (deploy/nginx/securityHeaders.ts), and the content build holds
 * the addresses content embeds to it.
 */
export type ThirdPartyName = 'captcha' | 'tag manager' | 'map iframe' | 'social widget';

export type PolicyDirective = 'script-src' | 'frame-src' | 'img-src' | 'connect-src';

export interface ThirdParty {
  name: ThirdPartyName;
  why: string;
  sources: Partial<Record<PolicyDirective, string[]>>;
}

export const THIRD_PARTIES: ThirdParty[] = [
  {
    name: 'captcha',
    why: 'Google reCAPTCHA on the competition and job application forms (loaded on demand)',
    sources: {
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    },
  },
  {
    name: 'tag manager',
    why: 'Google Tag Manager and the analytics it sends page views and interactions to',
    sources: {
      'script-src': ['https://www.googletagmanager.com'],
      'img-src': ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
      'connect-src': [
        'https://www.googletagmanager.com',
        'https://www.google-analytics.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ],
    },
  },
  {
    name: 'map iframe',
    why: 'the styled map of the map-and-contact block',
    sources: { 'frame-src': ['https://snazzymaps.com'] },
  },
  {
    name: 'social widget',
    why: "the social feed of the 'Let's get social' banner (a LightWidget Instagram feed)",
    sources: {
      'script-src': ['https://cdn.lightwidget.com'],
      'frame-src': ['https://cdn.lightwidget.com', 'https://lightwidget.com'],
    },
  },
];

/** Every third-party source of one directive. */
export const thirdPartySources = (
  directive: PolicyDirective,
  parties: ThirdParty[] = THIRD_PARTIES,
): string[] => parties.flatMap((party) => party.sources[directive] ?? []);

/** The sources one third party is let in by, for one directive. */
export const sourcesOf = (name: ThirdPartyName, directive: PolicyDirective): string[] =>
  THIRD_PARTIES.find((party) => party.name === name)?.sources[directive] ?? [];
