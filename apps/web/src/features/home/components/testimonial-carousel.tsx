// Testimonials, one at a time, turning every TESTIMONIAL_AUTOPLAY_MS; hidden when there are none.
import { PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { TESTIMONIAL_AUTOPLAY_MS } from '@osce/shared/constants';
import { HtmlContent } from '../../../components/html-content';
import { useTestimonials } from '../api/get-testimonials';
import { useCarousel } from '../hooks/use-carousel';
import { Carousel } from './carousel';
import { CarouselControls } from './carousel-controls';

export function TestimonialCarousel() {
  const testimonials = useTestimonials();
  const items = testimonials.data ?? [];
  const carousel = useCarousel({ count: items.length, autoplayMs: TESTIMONIAL_AUTOPLAY_MS });
  // Loading, failing or empty: the section is simply not shown (spec: only if testimonials exist).
  if (items.length === 0) return null;

  return (
    <section className="home-section testimonials" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">What students say</h2>
      <Carousel
        label="Testimonials"
        items={items}
        carousel={carousel}
        itemKey={(item) => item.id}
        slideLabel={(index) => `${index + 1} of ${items.length}`}
        renderSlide={(item) => (
          <figure className="testimonial">
            <blockquote>
              <HtmlContent html={item.testimonial} />
            </blockquote>
            <figcaption>{item.name}</figcaption>
          </figure>
        )}
        controls={
          items.length > 1 ? (
            <CarouselControls
              noun="testimonial"
              labels={items.map((item) => item.name)}
              index={carousel.index}
              onPrevious={carousel.previous}
              onNext={carousel.next}
              onSelect={carousel.goTo}
            >
              <button
                type="button"
                className="carousel-arrow"
                aria-label={carousel.playing ? 'Pause testimonials' : 'Play testimonials'}
                onClick={() => carousel.setPlaying(!carousel.playing)}
              >
                {carousel.playing ? <PauseOutlined /> : <CaretRightOutlined />}
              </button>
            </CarouselControls>
          ) : null
        }
      />
    </section>
  );
}
