import { describe, expect, it } from 'vitest';
import type { Tutorial } from '@osce/shared/api';
import { opensOnArrival, recordsViewOnClose, slideImageSrc, stepSlide } from './tutorial';

const tutorial: Tutorial = {
  id: 1,
  slides: [{ file_name: '/images/tutorial-1.svg', headline: 'Welcome', subhead: '<p>Hi</p>' }],
};

describe('opensOnArrival', () => {
  it('opens for a member who has not viewed it, once a tutorial exists', () => {
    expect(opensOnArrival({ tutorial_viewed: false }, tutorial)).toBe(true);
  });

  it('stays closed once viewed', () => {
    expect(opensOnArrival({ tutorial_viewed: true }, tutorial)).toBe(false);
  });

  it('stays closed while there is no tutorial, or one without slides', () => {
    expect(opensOnArrival({ tutorial_viewed: false }, null)).toBe(false);
    expect(opensOnArrival({ tutorial_viewed: false }, undefined)).toBe(false);
    expect(opensOnArrival({ tutorial_viewed: false }, { id: 2, slides: [] })).toBe(false);
  });
});

describe('recordsViewOnClose', () => {
  it('records the first close of an unseen tutorial only', () => {
    expect(recordsViewOnClose({ tutorial_viewed: false }, false)).toBe(true);
    expect(recordsViewOnClose({ tutorial_viewed: false }, true)).toBe(false);
    expect(recordsViewOnClose({ tutorial_viewed: true }, false)).toBe(false);
  });
});

describe('slideImageSrc', () => {
  it('keeps the site paths the catalogue stores, and full addresses', () => {
    expect(slideImageSrc('/images/tutorial-1.svg')).toBe('/images/tutorial-1.svg');
    expect(slideImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('puts a bare file name under /images', () => {
    expect(slideImageSrc('tutorial-2.svg')).toBe('/images/tutorial-2.svg');
  });
});

describe('stepSlide', () => {
  it('moves within the slides without wrapping round', () => {
    expect(stepSlide(0, 1, 3)).toBe(1);
    expect(stepSlide(2, 1, 3)).toBe(2);
    expect(stepSlide(0, -1, 3)).toBe(0);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});
