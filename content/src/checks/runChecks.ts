import type { Issues } from '../issues/Issues';
import type { CheckInput } from './CheckInput';
import { checkCategories } from './checkCategories';
import { checkCentrePlan } from './checkCentrePlan';
import { checkImages } from './checkImages';
import { checkLinks } from './checkLinks';
import { checkOpeningHours } from './checkOpeningHours';
import { checkPages } from './checkPages';
import { checkRetail } from './checkRetail';
import { checkUnique } from './checkUnique';

/** The rules that span records and files, run after every record passed its own schema. */
export function runChecks(input: CheckInput, issues: Issues): void {
  checkUnique(input, issues);
  checkCategories(input, issues);
  checkRetail(input, issues);
  checkPages(input, issues);
  checkImages(input, issues);
  checkLinks(input, issues);
  checkOpeningHours(input, issues);
  checkCentrePlan(input, issues);
}
