// One copy, in the post kit (the blog overlay's remote bundles it too: they share one count per link).
export { holdTitleFontStylesheet, useTitleFontStylesheet } from '@dash/post-kit';
