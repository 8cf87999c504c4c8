// What assistive technology reads about a control, beyond its name.
import type { Locator } from 'playwright-core';

/**
 * The texts a control's aria-describedby points at, in order: what a screen reader reads after
 * its name (a field's hint and its error).
 */
export function description(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}
