import type { Gift, Store, StoreRef } from 'shared-lib/content';

import type { Issues } from '../issues/Issues';
import type { CheckInput } from './CheckInput';

function checkStoreRef(
  owner: object,
  field: string,
  ref: StoreRef,
  stores: Map<string, Store>,
  input: CheckInput,
  issues: Issues,
): Store | undefined {
  const store = stores.get(ref.nid);
  if (!store) {
    if (!input.declaredIds.stores.has(ref.nid))
      issues.at(owner, `${field}.nid`, `no store with id "${ref.nid}"`);
    return undefined;
  }
  if (ref.title !== store.title)
    issues.at(owner, `${field}.title`, `must be the store's title "${store.title}"`);
  if (ref.url.path !== store.path.alias)
    issues.at(owner, `${field}.url.path`, `must be the store's address "${store.path.alias}"`);
  return store;
}

/**
 * Stores, offers, gifts and job listings point at each other: every reference must exist and
 * agree with what it points at. A store lists exactly the gifts that name it (its slider's
 * order); its offers are the offers that name it, listed by nobody (decision 410).
 */
export function checkRetail(input: CheckInput, issues: Issues): void {
  const stores = new Map(input.stores.map((store) => [store.id, store]));
  const gifts = new Map<string, Gift>(input.gifts.map((gift) => [gift.id, gift]));
  const categories = new Map(input.categories.map((category) => [category.tid, category]));
  const knownCategory = (id: number) =>
    categories.has(id) || input.declaredIds.categories.has(String(id));

  for (const store of input.stores) {
    store.category.forEach((ref, i) => {
      const category = categories.get(ref.id);
      if (!category) {
        if (!knownCategory(ref.id))
          issues.at(store, `category[${i}].id`, `no category with id ${ref.id}`);
        return;
      }
      if (ref.title !== category.name)
        issues.at(store, `category[${i}].title`, `must be the category's name "${category.name}"`);
      if (ref.parent !== category.parent)
        issues.at(
          store,
          `category[${i}].parent`,
          `must be the category's parent ${category.parent}`,
        );
    });
    store.gifts.forEach((giftId, i) => {
      const gift = gifts.get(giftId);
      if (!gift) {
        if (!input.declaredIds.gifts.has(giftId))
          issues.at(store, `gifts[${i}]`, `no gift with id "${giftId}"`);
      } else if (gift.store.entity.nid !== store.id) {
        issues.at(
          store,
          `gifts[${i}]`,
          `gift "${giftId}" belongs to store "${gift.store.entity.nid}"`,
        );
      }
    });
  }

  for (const offer of input.offers)
    checkStoreRef(offer, 'store', offer.store, stores, input, issues);

  for (const gift of input.gifts) {
    const store = checkStoreRef(gift, 'store.entity', gift.store.entity, stores, input, issues);
    if (store) {
      if (!store.gifts.includes(gift.id))
        issues.at(
          gift,
          'store.entity.nid',
          `store "${store.id}" does not list this gift in its gifts`,
        );
      if (!gift.path.alias.startsWith(`${store.path.alias}gift/`)) {
        issues.at(
          gift,
          'path.alias',
          `must start with its store's address: "${store.path.alias}gift/"`,
        );
      }
    }
    gift.categories.forEach((id, i) => {
      if (!knownCategory(id)) issues.at(gift, `categories[${i}]`, `no category with id ${id}`);
    });
  }

  const storesByPath = new Map(input.stores.map((store) => [store.path.alias, store]));
  for (const job of input.jobs) {
    const path = job.employer.url.path;
    if (!path.startsWith('/stores/')) continue;
    const store = storesByPath.get(path);
    if (!store) {
      if (!input.declaredAliases.has(path))
        issues.at(job, 'employer.url.path', `no store has the address "${path}"`);
    } else if (store.title !== job.employer.title)
      issues.at(job, 'employer.title', `must be the store's title "${store.title}"`);
  }
}
