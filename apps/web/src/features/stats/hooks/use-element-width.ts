// The width an element has now, followed as the window or the layout changes: the charts draw
// their bars and wrap their labels for the width they are given.
import { useEffect, useState } from 'react';

/** A callback ref for the element, and its content width in whole pixels (0 until measured). */
export function useElementWidth<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    // The observer reports the first size as soon as it starts observing.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width] as const;
}
