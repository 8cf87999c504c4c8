// A localStorage that keeps its items in a Map, as the browser's does per origin (unit tests run in
// Node, which has none).
export function fakeStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
