// Index arithmetic for carousels: step forwards or backwards and wrap around the ends.

export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
