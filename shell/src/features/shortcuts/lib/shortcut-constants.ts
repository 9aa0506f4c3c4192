/** Spec 1 §9 "Header height 52". The fixed header covers the top of the window. */
export const HEADER_HEIGHT_PX = 52;
/** Spec 3 §9 "Keyboard scroll offset 60 px, animation 200 ms". */
export const KEYBOARD_SCROLL_OFFSET_PX = 60;
export const KEYBOARD_SCROLL_MS = 200;
/** Sub-pixel layout and rounding: a post this close to the line counts as on it. */
export const POSITION_TOLERANCE_PX = 2;
