/** Parses a JSON column; a damaged value falls back instead of failing the whole page. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const bool = (value: number | boolean | null | undefined): boolean => Boolean(value);
export const int = (value: boolean): number => (value ? 1 : 0);
