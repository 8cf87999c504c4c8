// When the tutorial opens and is recorded as viewed (docs/accounts.md, 'Rules'), and where its
// slides' images are served from.
import type { Tutorial } from '@osce/shared/api';

/** Whether there is a tutorial to show: GET /tutorial answers null when none was written. */
export function hasSlides(tutorial: Tutorial | null | undefined): tutorial is Tutorial {
  return tutorial != null && tutorial.slides.length > 0;
}

/** It opens by itself for a member who has not seen it, once there is one. */
export function opensOnArrival(
  user: { tutorial_viewed: boolean },
  tutorial: Tutorial | null | undefined,
): boolean {
  return !user.tutorial_viewed && hasSlides(tutorial);
}

/** Closing it records it as viewed once: not again when already viewed or already recorded. */
export function recordsViewOnClose(
  user: { tutorial_viewed: boolean },
  alreadyRecorded: boolean,
): boolean {
  return !user.tutorial_viewed && !alreadyRecorded;
}

/**
 * The catalogue stores a slide's image as a site path ('/images/tutorial-1.svg', served by the
 * server from content/images) or a full address; a bare file name is taken to be under /images.
 */
export function slideImageSrc(fileName: string): string {
  const name = fileName.trim();
  if (/^(https?:)?\/\//i.test(name) || name.startsWith('/')) return name;
  return `/images/${name}`;
}

/** The slide after moving by `step`, kept within the slides (no wrapping round). */
export function stepSlide(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + step));
}
