import { describe, expect, it } from 'vitest';
import { timerKeyAction, type TimerKeyPress } from './timer-keys';

function press(key: string, target: Partial<TimerKeyPress['target']> = {}, mods = {}) {
  return {
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...mods,
    target: { tagName: 'BODY', role: null, isContentEditable: false, inDialog: false, ...target },
  };
}

describe('the timer keys', () => {
  it('maps Space, ArrowLeft and ArrowRight on the page', () => {
    expect(timerKeyAction(press(' '))).toBe('toggle-pause');
    expect(timerKeyAction(press('ArrowLeft'))).toBe('back');
    expect(timerKeyAction(press('ArrowRight'))).toBe('skip');
    expect(timerKeyAction(press('Enter'))).toBeNull();
    expect(timerKeyAction(press('a'))).toBeNull();
  });

  it('leaves keys alone in text fields, selects, editable content and checkboxes', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'input']) {
      expect(timerKeyAction(press(' ', { tagName }))).toBeNull();
      expect(timerKeyAction(press('ArrowLeft', { tagName }))).toBeNull();
    }
    expect(timerKeyAction(press(' ', { tagName: 'DIV', isContentEditable: true }))).toBeNull();
    expect(timerKeyAction(press(' ', { tagName: 'SPAN', role: 'checkbox' }))).toBeNull();
    expect(timerKeyAction(press('ArrowRight', { tagName: 'DIV', role: 'tab' }))).toBeNull();
    expect(timerKeyAction(press('ArrowRight', { tagName: 'BUTTON', role: 'switch' }))).toBeNull();
  });

  it('lets Space press a focused button, but keeps the arrows for the timer there', () => {
    expect(timerKeyAction(press(' ', { tagName: 'BUTTON' }))).toBeNull();
    expect(timerKeyAction(press(' ', { tagName: 'A' }))).toBeNull();
    expect(timerKeyAction(press(' ', { tagName: 'DIV', role: 'button' }))).toBeNull();
    expect(timerKeyAction(press('ArrowLeft', { tagName: 'BUTTON' }))).toBe('back');
  });

  it('does nothing inside a dialog or with a modifier held', () => {
    expect(timerKeyAction(press('ArrowRight', { inDialog: true }))).toBeNull();
    expect(timerKeyAction(press('ArrowRight', {}, { altKey: true }))).toBeNull();
    expect(timerKeyAction(press('ArrowLeft', {}, { metaKey: true }))).toBeNull();
    expect(timerKeyAction(press(' ', {}, { shiftKey: true }))).toBeNull();
  });
});
