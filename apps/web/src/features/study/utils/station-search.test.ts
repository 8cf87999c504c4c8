import { describe, expect, it } from 'vitest';
import { makeStation } from '../testing/station-factory';
import { matchesSearch, normaliseTerm } from './station-search';

const chest = makeStation({ number: 12, name: 'Chest Pain History' });

describe('the search box', () => {
  it('matches the lower-cased term anywhere in the name', () => {
    expect(matchesSearch(chest, normaliseTerm('CHEST'))).toBe(true);
    expect(matchesSearch(chest, normaliseTerm('pain hist'))).toBe(true);
    expect(matchesSearch(chest, normaliseTerm('  history  '))).toBe(true);
    expect(matchesSearch(chest, normaliseTerm('abdomen'))).toBe(false);
  });

  it('matches the whole station number', () => {
    expect(matchesSearch(chest, normaliseTerm('12'))).toBe(true);
    expect(matchesSearch(chest, normaliseTerm('1'))).toBe(false);
    expect(matchesSearch(chest, normaliseTerm('123'))).toBe(false);
  });

  it('lets every station through an empty or blank term', () => {
    expect(matchesSearch(chest, normaliseTerm(''))).toBe(true);
    expect(matchesSearch(chest, normaliseTerm('   '))).toBe(true);
  });
});
