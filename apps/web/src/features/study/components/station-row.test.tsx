// @vitest-environment happy-dom
// A study list row shows the station's length from its recommended timing (docs/study.md, 'Station
// length'): the total of reading, station and question minutes, each phase spelt out for a screen
// reader; nothing for a station without one.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/dom';
import { makeStation } from '../testing/station-factory';
import { StationRow } from './station-row';

function row(station = makeStation()) {
  return render(
    <ul>
      <StationRow
        station={station}
        nameHidden={false}
        action={null}
        usable
        onToggleFavourite={() => {}}
      />
    </ul>,
  );
}

describe('StationRow length', () => {
  it('shows reading + station + question minutes, feedback left out', () => {
    const { container } = row(
      makeStation({ recommended_timing: { reading: 1, station: 7, question: 2, feedback: 5 } }),
    );
    const tag = container.querySelector('.station-length');
    expect(tag).not.toBeNull();
    expect(tag?.contains(screen.getByText('10 min'))).toBe(true);
    expect(
      screen.getByText('Length 10 minutes: 1 reading, 7 in the station, 2 for questions'),
    ).toBeTruthy();
  });

  it('keeps the length when the name is hidden', () => {
    render(
      <ul>
        <StationRow
          station={makeStation({
            recommended_timing: { reading: 2, station: 8, question: 0, feedback: 3 },
          })}
          nameHidden
          action={null}
          usable
          onToggleFavourite={() => {}}
        />
      </ul>,
    );
    expect(screen.getByText('Name hidden')).toBeTruthy();
    expect(screen.getByText('10 min')).toBeTruthy();
  });

  it('shows no length for a station without a recommended timing', () => {
    const { container } = row(makeStation({ recommended_timing: null }));
    expect(container.querySelector('.station-length')).toBeNull();
    expect(screen.queryByText(/min$/)).toBeNull();
  });
});
