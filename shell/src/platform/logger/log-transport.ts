/**
 * Sends one request's body (a JSON array) as text/plain: `navigator.sendBeacon` (it outlives the
 * page), and where it is missing or refuses (it answers false over its size quota) a synchronous
 * XMLHttpRequest, as spec 3 §7 says. A failure is dropped: logging never troubles the person.
 */
export function sendLogBody(win: Window, url: string, body: string): 'beacon' | 'xhr' | 'failed' {
  const nav = win.navigator as Navigator & { sendBeacon?: Navigator['sendBeacon'] };
  try {
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(url, body)) return 'beacon';
  } catch {
    // An invalid URL or a blocked beacon: the XHR below tries.
  }
  try {
    const xhr = new (win as Window & typeof globalThis).XMLHttpRequest();
    xhr.open('POST', url, false);
    xhr.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
    xhr.send(body);
    return 'xhr';
  } catch {
    // Browsers refuse synchronous requests while a page is being dismissed.
    return 'failed';
  }
}
