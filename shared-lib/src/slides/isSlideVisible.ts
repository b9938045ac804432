import type { CarouselSlide } from '../content/types';
import { canberraDate } from '../clock/canberraDate';

/**
 * Carousel slide visibility (docs/reference/rules.md#states): only expiryDate → visible until it, inclusive; only
 * publishDate → visible from it; both → between them; neither → always. Dates are Canberra dates.
 */
export function isSlideVisible(
  slide: Pick<CarouselSlide, 'publishDate' | 'expiryDate'>,
  at: Date = new Date(),
): boolean {
  const today = canberraDate(at);
  const from = slide.publishDate?.slice(0, 10);
  const until = slide.expiryDate?.slice(0, 10);
  if (from && today < from) return false;
  if (until && today > until) return false;
  return true;
}
