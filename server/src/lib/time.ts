export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const nowMs = () => Date.now();
export const DAY_SECONDS = 86400;
