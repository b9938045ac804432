/** Seed offers: expired (2025), current (no or past publish date, expiry 2030+) and not yet published. */
export interface OfferRow {
  store: string; // store title in storeTable
  title: string;
  details: string;
  terms: string | null;
  pubDate: string | null;
  expiry: string;
  banner: boolean;
}

const TERMS =
  'Offer valid in store only while stocks last. Not valid with any other offer. Excludes gift cards.';

export const offerTable: OfferRow[] = [
  // Current
  {
    store: 'Nike',
    title: 'Extra 20% off already reduced footwear',
    details: 'Take an extra 20% off the lowest ticketed price on selected footwear.',
    terms: TERMS,
    pubDate: null,
    expiry: '2030-12-31',
    banner: true,
  },
  {
    store: 'Adidas',
    title: 'Buy one, get one half price on apparel',
    details:
      'Buy any full-priced apparel item and get a second item of equal or lesser value for half price.',
    terms: TERMS,
    pubDate: '2026-01-01',
    expiry: '2030-12-31',
    banner: true,
  },
  {
    store: 'Cotton On',
    title: '2 for $30 basic tees',
    details: 'Mix and match any two organic basic tees for $30.',
    terms: null,
    pubDate: null,
    expiry: '2031-06-30',
    banner: false,
  },
  {
    store: 'Country Road',
    title: 'Up to 70% off winter knitwear',
    details: 'Save up to 70% off the original price on wool and cashmere knits.',
    terms: 'Discount off original ticketed price. Selected styles only.',
    pubDate: '2026-01-01',
    expiry: '2030-12-31',
    banner: true,
  },
  {
    store: 'Bonds',
    title: '3 for $25 socks',
    details: 'Stock up on crew, sports and trainer socks: any three packs for $25.',
    terms: null,
    pubDate: null,
    expiry: '2030-12-31',
    banner: false,
  },
  {
    store: 'Adairs',
    title: '40% off quilt covers',
    details: 'Save 40% off all quilt covers in the Belgian linen and cotton ranges.',
    terms: 'Excludes Adairs Kids. Linen Lovers receive an additional 10% off.',
    pubDate: '2026-01-01',
    expiry: '2031-12-31',
    banner: true,
  },
  {
    store: 'Harvey Norman',
    title: 'Interest free on furniture and bedding',
    details:
      'Take it home today with no interest for 24 months on furniture and bedding purchases over $999.',
    terms: 'Approved applicants only. Fees, terms and conditions apply.',
    pubDate: null,
    expiry: '2030-12-31',
    banner: true,
  },
  {
    store: 'Skechers',
    title: '$20 off school shoes',
    details: 'Get $20 off any pair of kids school shoes.',
    terms: null,
    pubDate: '2026-01-01',
    expiry: '2030-12-31',
    banner: false,
  },
  {
    store: 'Bob Jane T-Marts',
    title: 'Buy 3 tyres, get the 4th free',
    details: 'Buy three selected passenger tyres and receive the fourth free, fitted and balanced.',
    terms: 'Selected brands and sizes. Fitting and balancing included; wheel alignment extra.',
    pubDate: null,
    expiry: '2030-12-31',
    banner: false,
  },
  {
    store: "Gloria Jean's",
    title: 'Free muffin with any large coffee',
    details: 'Enjoy a free mini muffin with every large hot coffee before 11am.',
    terms: null,
    pubDate: null,
    expiry: '2030-12-31',
    banner: false,
  },
  {
    store: 'Samsonite',
    title: 'Up to 50% off luggage sets',
    details: 'Save up to half the RRP on selected hard-shell luggage sets.',
    terms: TERMS,
    pubDate: '2026-01-01',
    expiry: '2032-01-31',
    banner: true,
  },
  {
    store: 'Toyworld',
    title: '30% off LEGO sets',
    details: 'Build more for less with 30% off selected LEGO sets.',
    terms: null,
    pubDate: null,
    expiry: '2030-12-31',
    banner: false,
  },
  {
    store: 'Kathmandu',
    title: '50% off down jackets',
    details: 'Half price on all XT down jackets for men and women.',
    terms: 'Summit Club members only. Membership is free to join in store.',
    pubDate: null,
    expiry: '2030-12-31',
    banner: true,
  },
  // Expired
  {
    store: 'Nike',
    title: 'Black Friday: 30% off everything',
    details: 'Our biggest sale of the year: 30% off storewide.',
    terms: TERMS,
    pubDate: '2025-11-20',
    expiry: '2025-12-01',
    banner: true,
  },
  {
    store: 'Rivers',
    title: 'Boxing Day $10 jeans',
    details: 'Every pair of jeans for $10, Boxing Day only.',
    terms: null,
    pubDate: null,
    expiry: '2025-12-26',
    banner: false,
  },
  {
    store: 'Freedom',
    title: 'End of financial year sale',
    details: 'Up to 40% off sofas, dining and outdoor furniture.',
    terms: 'Selected lines only.',
    pubDate: '2025-06-01',
    expiry: '2025-06-30',
    banner: true,
  },
  {
    store: 'The Good Guys',
    title: 'Kitchen appliance clearance',
    details: 'Clearance prices on ex-display coffee machines and mixers.',
    terms: null,
    pubDate: null,
    expiry: '2025-09-30',
    banner: false,
  },
  // Not yet published
  {
    store: 'Adidas',
    title: 'Members week: 40% off',
    details: 'adiClub members save 40% on selected styles for one week only.',
    terms: 'adiClub members only.',
    pubDate: '2030-06-01',
    expiry: '2030-06-30',
    banner: true,
  },
  {
    store: 'Peter Alexander',
    title: 'Christmas pyjamas preview',
    details: 'Be the first to shop the Christmas pyjama collection.',
    terms: null,
    pubDate: '2030-11-01',
    expiry: '2030-12-24',
    banner: false,
  },
  {
    store: 'Breville',
    title: 'Coffee machine trade-in',
    details: 'Trade in your old coffee machine and save $150 on a new Barista Express.',
    terms: 'One trade-in per customer. Machine must be complete.',
    pubDate: '2031-02-01',
    expiry: '2031-03-31',
    banner: true,
  },
];
