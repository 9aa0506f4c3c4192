/** A speech bubble with a question mark (decorative: the control carries the name). */
export function MessagingGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2C6.5 2 2 5.9 2 10.7c0 2.6 1.3 4.9 3.4 6.5L4.5 22l5-2.7c.8.2 1.6.2 2.5.2 5.5 0 10-3.9 10-8.8S17.5 2 12 2zm0 15.2c-.7 0-1.4-.1-2.1-.2l-.6-.1-2 1.1.4-1.9-.6-.4C5.2 14.5 4.2 12.7 4.2 10.7 4.2 7.1 7.7 4.2 12 4.2s7.8 2.9 7.8 6.5-3.5 6.5-7.8 6.5z"
      />
      <path
        fill="currentColor"
        d="M11.1 12.6v-.3c0-.9.4-1.4 1.1-1.9.6-.4.9-.7.9-1.2 0-.5-.4-.9-1.1-.9-.7 0-1.1.4-1.2 1H9.2c.1-1.5 1.2-2.5 2.9-2.5 1.7 0 2.8.9 2.8 2.3 0 .9-.5 1.5-1.2 2-.6.4-.9.7-.9 1.2v.3h-1.7zm-.2 1.9c0-.6.5-1 1.1-1s1.1.4 1.1 1-.5 1-1.1 1-1.1-.4-1.1-1z"
      />
    </svg>
  );
}
