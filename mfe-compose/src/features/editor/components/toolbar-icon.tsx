/**
 * A toolbar button's line icon. SVG rather than text glyphs: the fonts a reader has may lack
 * symbols such as 🔗 or 🖼 (they render as empty boxes). Decorative: the button carries the name.
 */
export function ToolbarIcon({ path, strokeWidth = 1.8 }: { path: string; strokeWidth?: number }) {
  return (
    <svg className="dash-editor-tool-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
