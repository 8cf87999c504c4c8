import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStorage } from '../../../test/fake-storage';
import { clearNotes, readNotes, writeNotes } from './notes-storage';

let storage: Storage;
beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('station notes in sessionStorage', () => {
  it('keeps notes per station, and forgets them when cleared', () => {
    writeNotes(3, 'Ask about red flags');
    writeNotes(4, 'Other station');
    expect(readNotes(3)).toBe('Ask about red flags');
    expect(readNotes(4)).toBe('Other station');
    clearNotes(3);
    expect(readNotes(3)).toBe('');
    expect(storage.length).toBe(1);
  });

  it('works without storage', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => writeNotes(3, 'x')).not.toThrow();
    expect(readNotes(3)).toBe('');
  });
});
