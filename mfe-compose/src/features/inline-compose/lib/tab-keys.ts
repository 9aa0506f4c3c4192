/**
 * The ARIA tabs pattern's focus moves: Right/Down next, Left/Up previous (both wrap), Home first,
 * End last. Returns the index to focus, or null for keys the tablist leaves alone.
 */
export function tabKeyTarget(key: string, current: number, length: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % length;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + length) % length;
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}
