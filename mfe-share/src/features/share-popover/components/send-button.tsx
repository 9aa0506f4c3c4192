/** The form's submit: disabled while invalid or sending; "Sending..." while it goes, then "Send" (spec 3 §4). */
export function SendButton({ isSharing, isValid }: { isSharing: boolean; isValid: boolean }) {
  return (
    <button type="submit" className="share-button" disabled={!isValid || isSharing}>
      {isSharing ? 'Sending...' : 'Send'}
    </button>
  );
}
