/** The document title of /blog/{name}/activity. */
export function activityPageTitle(name: string): string {
  return `Activity · ${name}`;
}
