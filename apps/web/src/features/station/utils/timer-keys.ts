// The timer's keyboard (for whoever controls timing): Space pauses or resumes, ArrowLeft goes to
// the previous step, ArrowRight to the next. Never while the key means something where the focus
// is: typing in a field, ticking a box, moving between tabs or options, pressing a button with
// Space, or anything inside a dialog.

export type TimerKeyAction = 'toggle-pause' | 'back' | 'skip';

/** What the handler needs to know of a key press and of the element it is aimed at. */
export interface TimerKeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  target: {
    tagName: string;
    role: string | null;
    isContentEditable: boolean;
    inDialog: boolean;
  };
}

const KEYS: Record<string, TimerKeyAction> = {
  ' ': 'toggle-pause',
  Spacebar: 'toggle-pause',
  ArrowLeft: 'back',
  ArrowRight: 'skip',
};

/** Elements that use every one of these keys themselves. */
const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
const KEYED_ROLES = new Set([
  'textbox',
  'searchbox',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'spinbutton',
  'combobox',
  'listbox',
  'option',
  'tab',
  'tablist',
  'menuitem',
  'menu',
  'tree',
  'treeitem',
  'grid',
]);
/** Elements that Space presses (arrows are free there). */
const PRESSED_BY_SPACE = new Set(['BUTTON', 'A', 'SUMMARY']);

export function timerKeyAction(press: TimerKeyPress): TimerKeyAction | null {
  const action = KEYS[press.key];
  if (!action) return null;
  if (press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return null;
  const { tagName, role, isContentEditable, inDialog } = press.target;
  const tag = tagName.toUpperCase();
  if (inDialog || isContentEditable || TYPING_TAGS.has(tag)) return null;
  if (role !== null && KEYED_ROLES.has(role)) return null;
  if (action === 'toggle-pause' && (PRESSED_BY_SPACE.has(tag) || role === 'button')) return null;
  return action;
}
