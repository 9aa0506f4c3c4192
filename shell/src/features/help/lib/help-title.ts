/** The help page's title (also the server's <title> for /help). */
export const HELP_TITLE = 'Help';
