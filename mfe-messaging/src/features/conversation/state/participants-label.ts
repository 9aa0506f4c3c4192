/** "a", "a + b", "a, b + c" (spec 2 §2 screen 7: commas, a plus sign before the last). */
export function participantsLabel(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} + ${names[names.length - 1]}`;
}
