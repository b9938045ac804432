import type { RecipientCategory } from 'shared-lib/content';

import { C } from './categoryIds';

/**
 * Seed gifts: every recipient category and every price band of spec section 5
 * ($0–$50, $51–$100, $101–$150, $151–$200, $200–$300, $300+), some with an original price.
 */
export interface GiftRow {
  store: string;
  title: string;
  price: number;
  originalPrice?: number;
  categories: number[];
  recipients: RecipientCategory[];
  description?: string;
}

export const giftTable: GiftRow[] = [
  // For Him
  { store: 'Nike', title: 'Air Zoom Pegasus running shoes', price: 139.99, originalPrice: 199.99, categories: [C.sportShoes], recipients: ['For Him', 'For Her'], description: 'Responsive cushioning for daily training runs.' },
  { store: 'Adidas', title: 'Ultraboost Light', price: 189.99, originalPrice: 300, categories: [C.sportShoes], recipients: ['For Him'], description: 'Our lightest Ultraboost ever.' },
  { store: 'Tarocash', title: 'Slim-fit wool blend suit', price: 249.95, originalPrice: 399.95, categories: [C.mSuits], recipients: ['For Him'] },
  { store: 'Calvin Klein', title: 'Cotton stretch trunks 3-pack', price: 49.95, categories: [C.mUnderwear], recipients: ['For Him'], description: 'Three pairs of everyday trunks.' },
  { store: 'R.M. Williams', title: 'Comfort Craftsman boots', price: 495, originalPrice: 649, categories: [C.mShoes], recipients: ['For Him'], description: 'Made by hand in Adelaide from a single piece of leather.' },
  { store: 'Fossil', title: 'Grant chronograph watch', price: 179, originalPrice: 299, categories: [C.mAccessories, C.wAccessories], recipients: ['For Him'] },
  { store: 'Drummond Golf', title: 'Distance golf balls, 24 pack', price: 39.99, categories: [C.sportEquipment], recipients: ['For Him'] },
  { store: 'Repco', title: '120-piece socket set', price: 89.99, originalPrice: 129.99, categories: [C.automotive], recipients: ['For Him'], description: 'Metric and imperial sockets in a carry case.' },
  { store: "Levi's", title: '501 Original jeans', price: 99.95, categories: [C.mClothing], recipients: ['For Him', 'For Her'] },
  { store: 'Rodd & Gunn', title: 'Merino quarter-zip jumper', price: 129, originalPrice: 229, categories: [C.mClothing], recipients: ['For Him'] },
  { store: 'JB Hi-Fi Home', title: 'Noise-cancelling headphones', price: 329, originalPrice: 499, categories: [C.electronics], recipients: ['For Him', 'For Her'], description: 'Up to 30 hours of battery life.' },
  // For Her
  { store: 'Seafolly', title: 'Twist-front one piece', price: 119.95, originalPrice: 189.95, categories: [C.wSwim], recipients: ['For Her'] },
  { store: 'Witchery', title: 'Tailored wool coat', price: 279, originalPrice: 449.95, categories: [C.wClothing, C.wCoats], recipients: ['For Her'] },
  { store: 'Lovisa', title: 'Gold hoop earring set', price: 19.99, categories: [C.wAccessories], recipients: ['For Her', 'Kids'] },
  { store: 'Peter Alexander', title: 'Classic cotton pyjama set', price: 89.95, originalPrice: 119.95, categories: [C.wSleep], recipients: ['For Her'], description: 'Soft cotton pyjamas with contrast piping.' },
  { store: 'Oroton', title: 'Leather tote bag', price: 199, originalPrice: 349, categories: [C.wAccessories], recipients: ['For Her'] },
  { store: 'Lorna Jane', title: 'Amy phone-pocket tights', price: 69.99, originalPrice: 99.99, categories: [C.sportsApparel, C.wClothing], recipients: ['For Her'] },
  { store: 'The Body Shop', title: 'Shea body butter gift set', price: 35, categories: [C.beauty], recipients: ['For Her'], description: 'Body butter, shower cream and scrub.' },
  { store: 'Wittner', title: 'Leather ankle boots', price: 159.95, originalPrice: 229.95, categories: [C.wShoes], recipients: ['For Her'] },
  { store: 'Dusk', title: 'Ultrasonic diffuser and oils', price: 59.95, originalPrice: 89.95, categories: [C.homewares], recipients: ['For Her', 'Home'] },
  { store: 'Chemist Warehouse', title: 'Fragrance gift pack', price: 74.99, categories: [C.beauty], recipients: ['For Her', 'For Him'] },
  // Home
  { store: 'Adairs', title: 'Belgian linen quilt cover set', price: 229.99, originalPrice: 349.99, categories: [C.linen], recipients: ['Home'], description: 'Stonewashed for softness from the first night.' },
  { store: 'House', title: 'Cast iron French oven 5.2 L', price: 149.95, originalPrice: 299.95, categories: [C.kitchen], recipients: ['Home'] },
  { store: 'Breville', title: 'Barista Express espresso machine', price: 699, originalPrice: 999.95, categories: [C.appliances, C.kitchen], recipients: ['Home'], description: 'Grind, dose and extract in under a minute.' },
  { store: 'Sheridan Outlet', title: 'Luxury egyptian cotton towel set', price: 99, originalPrice: 179.95, categories: [C.linen], recipients: ['Home'] },
  { store: 'Freedom', title: 'Woven jute rug 160 x 230', price: 289, originalPrice: 399, categories: [C.furniture, C.homewares], recipients: ['Home'] },
  { store: 'Country Road', title: 'Verona ceramic serving bowl', price: 49.95, categories: [C.homewares], recipients: ['Home'] },
  { store: 'Kitchen Warehouse', title: 'Knife block set, 7 piece', price: 179, originalPrice: 259, categories: [C.kitchen], recipients: ['Home', 'For Him'] },
  { store: 'Samsonite', title: 'Spinner suitcase 75 cm', price: 319, originalPrice: 549, categories: [C.travel], recipients: ['Home', 'For Her'] },
  { store: 'Nick Scali', title: 'Leather armchair', price: 1299, originalPrice: 1799, categories: [C.furniture], recipients: ['Home'] },
  { store: 'Harvey Norman', title: '55-inch 4K smart TV', price: 795, originalPrice: 1099, categories: [C.electronics], recipients: ['Home'] },
  // Kids
  { store: 'Toyworld', title: 'LEGO Classic creative brick box', price: 59.99, originalPrice: 79.99, categories: [C.toys], recipients: ['Kids'], description: 'Over 900 bricks in 33 colours.' },
  { store: 'Smiggle', title: 'Light-up backpack', price: 44.95, categories: [C.kAccessories, C.familyStationary], recipients: ['Kids'] },
  { store: 'Crocs', title: 'Kids classic clogs', price: 39.99, originalPrice: 59.99, categories: [C.kShoes], recipients: ['Kids'] },
  { store: 'Bonds', title: 'Wondersuit zip, 2 pack', price: 49.95, categories: [C.kApparel], recipients: ['Kids'] },
  { store: 'EB Games', title: 'Handheld games console', price: 469, originalPrice: 539, categories: [C.electronics, C.toys], recipients: ['Kids', 'For Him'] },
  { store: 'Anaconda', title: 'Kids sleeping bag and pillow', price: 49.99, originalPrice: 69.99, categories: [C.familyOutdoor, C.sportOutdoor], recipients: ['Kids'] },
  { store: 'Clarks', title: 'Daytona school shoes', price: 109.95, originalPrice: 139.95, categories: [C.kShoes], recipients: ['Kids'] },
  { store: 'Hobbyco', title: 'Starter train set', price: 219, originalPrice: 279, categories: [C.toys], recipients: ['Kids'], description: 'An oval of track, a locomotive and three carriages.' },
  { store: 'Rebel Outlet', title: 'Junior basketball and hoop', price: 169.99, originalPrice: 229.99, categories: [C.sportEquipment], recipients: ['Kids'] },
  { store: 'Zing Pop Culture', title: 'Collectable vinyl figure', price: 24.95, categories: [C.toys], recipients: ['Kids', 'For Him'] },
];
