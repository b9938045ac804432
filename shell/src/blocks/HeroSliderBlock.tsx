import { SiteLink } from 'shared-lib/links';
import { isSlideVisible } from 'shared-lib/slides';
import { canberraNoon, useToday } from 'shared-lib/today';
import { ContentImage } from 'shared-lib/ui';
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
  // The first screen's largest image: fetched at once; phones get the mobile image.
  const picture = <ContentImage image={first.image} narrow={first.mobileimage} priority />;
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
