// 'How it works': five steps in an accessible slider (arrow keys, labelled buttons, live region).
import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  ClockCircleOutlined,
  LineChartOutlined,
  MessageOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useCarousel } from '../hooks/use-carousel';
import { Carousel } from './carousel';
import { CarouselControls } from './carousel-controls';

interface Step {
  title: string;
  text: string;
  Icon: ComponentType;
}

const STEPS: Step[] = [
  {
    title: 'Choose your mode',
    text: 'Study solo against the clock, or open a live group where classmates take the examiner, patient and observer roles.',
    Icon: TeamOutlined,
  },
  {
    title: 'Select a station',
    text: 'Browse stations by specialty and skill, from history taking and examination to explaining a diagnosis, or line up a playlist.',
    Icon: AppstoreOutlined,
  },
  {
    title: 'Set your own pace',
    text: 'Use exam-style timings for reading, the station, questions and feedback, or adjust them to the way you learn.',
    Icon: ClockCircleOutlined,
  },
  {
    title: 'Get feedback',
    text: 'Mark each attempt against the examiner guide, item by item, and read the teaching points that follow every station.',
    Icon: MessageOutlined,
  },
  {
    title: 'Track your progress',
    text: 'Watch your completed stations, average grade and strongest specialties grow as your exam approaches.',
    Icon: LineChartOutlined,
  },
];

export function HowItWorks() {
  const carousel = useCarousel({ count: STEPS.length });
  return (
    <section className="home-section how-it-works" aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">How it works</h2>
      <Carousel
        label="How it works"
        items={STEPS}
        carousel={carousel}
        itemKey={(step) => step.title}
        slideLabel={(index) => `Step ${index + 1} of ${STEPS.length}`}
        slideClassName="how-it-works__slide"
        renderSlide={(step, index) => (
          <>
            <span className="how-it-works__icon" aria-hidden="true">
              <step.Icon />
            </span>
            <div>
              <p className="how-it-works__number">Step {index + 1}</p>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </>
        )}
        controls={
          <CarouselControls
            noun="step"
            labels={STEPS.map((step) => step.title)}
            index={carousel.index}
            onPrevious={carousel.previous}
            onNext={carousel.next}
            onSelect={carousel.goTo}
          />
        }
      />
    </section>
  );
}
