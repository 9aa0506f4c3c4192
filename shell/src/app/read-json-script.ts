/**
 * The JSON of a data script the server wrote into the page (never executed), or null when the page
 * has none or it cannot be read (logged as `[dash] the server-rendered {what} is unreadable`).
 */
export function readJsonScript<T>(id: string, what: string, doc: Document = document): T | null {
  const element = doc.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as T;
  } catch (error) {
    console.error(`[dash] the server-rendered ${what} is unreadable`, error);
    return null;
  }
}
