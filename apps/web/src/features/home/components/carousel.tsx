// The accessible frame both home carousels share: a labelled region that takes the arrow keys and
// pauses on hover or focus, one slide shown at a time, and the controls below it.
import type { ReactNode } from 'react';
import type { useCarousel } from '../hooks/use-carousel';

interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  carousel: ReturnType<typeof useCarousel>;
  itemKey: (item: T) => string | number;
  slideLabel: (index: number) => string;
  slideClassName?: string;
  renderSlide: (item: T, index: number) => ReactNode;
  controls?: ReactNode;
}

export function Carousel<T>({
  label,
  items,
  carousel,
  itemKey,
  slideLabel,
  slideClassName,
  renderSlide,
  controls,
}: CarouselProps<T>) {
  return (
    <div
      className="carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      {...carousel.regionProps}
    >
      {/* Announce a slide the visitor chose, not every automatic turn. */}
      <div className="carousel__track" aria-live={carousel.rotating ? 'off' : 'polite'}>
        {items.map((item, index) => (
          <div
            key={itemKey(item)}
            className={slideClassName ? `carousel__slide ${slideClassName}` : 'carousel__slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index)}
            aria-hidden={index !== carousel.index}
            data-active={index === carousel.index}
          >
            {renderSlide(item, index)}
          </div>
        ))}
      </div>
      {controls}
    </div>
  );
}
