import type { CarouselSlide } from 'shared-lib/content';
import { SiteLink } from 'shared-lib/links';
import { isSlideVisible } from 'shared-lib/slides';
import { canberraNoon, useToday } from 'shared-lib/clock';
import { Slider, type SliderOptions } from 'shared-lib/slider';
import { ContentImage } from 'shared-lib/ui';
import type { BlockProps } from './blockProps';

/** docs/reference/limits.md: the hero slider autoplays every 7500 ms with a 500 ms transition. */
const HERO_SLIDER_OPTIONS: SliderOptions = {
  itemsToShow: 1,
  autoplay: true,
  autoplayMs: 7500,
  transitionMs: 500,
  wrapAround: true,
};

function HeroSlide({ slide, first }: { slide: CarouselSlide; first: boolean }) {
  // The first slide is the first screen's largest image (fetched at once); the others load
  // lazily. Phones get the mobile image.
  const picture = (
    <ContentImage
      image={slide.image}
      narrow={slide.mobileimage}
      priority={first}
      draggable={false}
    />
  );
  // The text sits inside the link so that the link has a name even when the image has no alt.
  const content = (
    <>
      {picture}
      {slide.text && <span className="hero-slider__text">{slide.text}</span>}
    </>
  );
  return slide.link ? (
    <SiteLink className="hero-slider__link" href={slide.link.path}>
      {content}
    </SiteLink>
  ) : (
    content
  );
}

/**
 * The home carousel on the shared slider: the slides visible on the viewer's Canberra day (the
 * render day on the server), each with its desktop and mobile image and optional link. The
 * server shows the first visible slide in place; the slider starts after hydration.
 */
export function HeroSliderBlock({ block, related }: BlockProps<'hero_slider'>) {
  const today = canberraNoon(useToday());
  const slides = (related.slides ?? []).filter(
    (slide) => block.slides.includes(slide.id) && isSlideVisible(slide, today),
  );
  if (slides.length === 0) return null;
  return (
    <Slider label="Featured" className="hero-slider slider--flush" options={HERO_SLIDER_OPTIONS}>
      {slides.map((slide, index) => (
        <HeroSlide key={slide.id} slide={slide} first={index === 0} />
      ))}
    </Slider>
  );
}
