import { C } from './categoryIds';

/** The category tree of docs/reference/content.md, top level first; children in their display order. */
export const categoryTree: {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}[] = [
  {
    id: C.food,
    name: 'Food',
    children: [
      { id: C.restaurants, name: 'Restaurants and Cafes' },
      { id: C.supermarkets, name: 'Supermarkets' },
    ],
  },
  {
    id: C.fashion,
    name: 'Fashion',
    // The reference lists the women's, men's and kids' groups as one flat list of Fashion children; the
    // group is written into each name so that two 'Accessories' can be told apart in a select.
    children: [
      { id: C.wClothing, name: 'Womens Clothing' },
      { id: C.wAccessories, name: 'Womens Accessories' },
      { id: C.wCoats, name: 'Womens Coats and Jackets' },
      { id: C.wShoes, name: 'Womens Shoes' },
      { id: C.wSleep, name: 'Sleepwear & Lingerie' },
      { id: C.wSwim, name: 'Womens Swimwear' },
      { id: C.mClothing, name: 'Mens Clothing' },
      { id: C.mSuits, name: 'Mens Suits' },
      { id: C.mCoats, name: 'Mens Coats and Jackets' },
      { id: C.mShoes, name: 'Mens Shoes' },
      { id: C.mSwim, name: 'Mens Swimwear' },
      { id: C.mUnderwear, name: 'Mens Underwear and Socks' },
      { id: C.mAccessories, name: 'Mens Accessories' },
      { id: C.kAccessories, name: 'Kids Accessories' },
      { id: C.kApparel, name: 'Kids Apparel' },
      { id: C.kShoes, name: 'Kids Shoes' },
      { id: C.beauty, name: 'Health Hair and Beauty' },
    ],
  },
  {
    id: C.family,
    name: 'Family',
    children: [
      { id: C.electrical, name: 'Electrical' },
      { id: C.familyOutdoor, name: 'Outdoor' },
      // Spelling as in the category list of docs/reference/content.md (the content system's term name).
      { id: C.familyStationary, name: 'Stationary' },
      { id: C.toys, name: 'Toys & Hobbies' },
    ],
  },
  {
    id: C.home,
    name: 'Home',
    children: [
      { id: C.electronics, name: 'Electronics' },
      { id: C.kitchen, name: 'Kitchen' },
      { id: C.travel, name: 'Travel & Luggage' },
      { id: C.furniture, name: 'Furniture' },
      { id: C.homewares, name: 'Homewares' },
      { id: C.linen, name: 'Linen' },
      { id: C.appliances, name: 'Appliances' },
      { id: C.homeStationary, name: 'Stationary' },
    ],
  },
  {
    id: C.sport,
    name: 'Sport',
    children: [
      { id: C.sportsApparel, name: 'Womens and Mens Sports apparel' },
      { id: C.sportShoes, name: 'Women and Mens sporting shoes' },
      { id: C.sportEquipment, name: 'Sporting Equipment' },
      { id: C.sportOutdoor, name: 'Outdoor' },
    ],
  },
  { id: C.automotive, name: 'Automotive', children: [] },
];
