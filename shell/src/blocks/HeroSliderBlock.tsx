import { webpSrcSet } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';
import { isSlideVisible } from 'shared-lib/slides';
import { canberraNoon, useToday } from 'shared-lib/today';
import type { BlockProps } from './blockRegistry';

/**
 * The home carousel's slides visible today (in the browser, Canberra time), each with its desktop
 * and mobile image. Shown as the static first slide; autoplay comes with the slider issue.
 */
export function HeroSliderBlock({ block, related }: BlockProps<'hero_slider'>) {
  const today = canberraNoon(useToday());
  const slides = (related.slides ?? []).filter(
    (slide) => block.slides.includes(slide.id) && isSlideVisible(slide, today),
  );
  const first = slides[0];
  if (!first) return null;
  const picture = (
    <picture>
      <source media="(max-width: 47.99rem)" srcSet={webpSrcSet(first.mobileimage)} sizes="100vw" />
      <img
        src={first.image.url}
        srcSet={webpSrcSet(first.image)}
        sizes="100vw"
        alt={first.image.alt ?? ''}
        width={first.image.width}
        height={first.image.height}
        loading="eager"
        fetchPriority="high"
      />
    </picture>
  );
  // The text sits inside the link so that the link has a name even when the image has no alt.
  const slide = (
    <>
      {picture}
      {first.text && <span className="hero-slider__text">{first.text}</span>}
    </>
  );
  return (
    <section className="hero-slider" aria-label="Featured">
      {first.link ? <SiteLink href={first.link.path}>{slide}</SiteLink> : slide}
    </section>
  );
}
