// Previous / next buttons and one labelled button per slide, shared by the home page's carousels.
import type { ReactNode } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';

interface CarouselControlsProps {
  /** Singular noun for labels: 'step', 'testimonial'. */
  noun: string;
  labels: string[];
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  children?: ReactNode;
}

export function CarouselControls({
  noun,
  labels,
  index,
  onPrevious,
  onNext,
  onSelect,
  children,
}: CarouselControlsProps) {
  return (
    <div className="carousel-controls">
      <button
        type="button"
        className="carousel-arrow"
        aria-label={`Previous ${noun}`}
        onClick={onPrevious}
      >
        <LeftOutlined />
      </button>
      <ul className="carousel-dots">
        {labels.map((label, dot) => (
          <li key={dot}>
            <button
              type="button"
              className="carousel-dot"
              aria-label={`Show ${noun} ${dot + 1}: ${label}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => onSelect(dot)}
            />
          </li>
        ))}
      </ul>
      <button type="button" className="carousel-arrow" aria-label={`Next ${noun}`} onClick={onNext}>
        <RightOutlined />
      </button>
      {children}
    </div>
  );
}
