import { PassThrough, Writable } from 'node:stream';
import { scriptSafeJson } from './render-bootstrap';
import {
  INITIAL_BLOG_ELEMENT_ID,
  INITIAL_FEED_ELEMENT_ID,
  INITIAL_SEARCH_ELEMENT_ID,
  type ShellRenderInput,
} from '@dash/shared-contracts';
import type { ShellRenderer } from './shell-renderer';

const ROOT_OPEN = '<div id="root">';

/** index.html cut around the empty root element the page renders into. */
export function splitAtRoot(html: string): { head: string; tail: string } | null {
  const at = html.indexOf(`${ROOT_OPEN}</div>`);
  if (at === -1) return null;
  const split = at + ROOT_OPEN.length;
  return { head: html.slice(0, split), tail: html.slice(split) };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The page's <title>, as the page sets it in the browser. */
export function withTitle(html: string, title: string): string {
  const tag = `<title>${escapeHtml(title)}</title>`;
  if (/<title>[^<]*<\/title>/.test(html)) return html.replace(/<title>[^<]*<\/title>/, () => tag);
  return html.replace('</head>', () => `${tag}</head>`);
}

/**
 * Streams the page: everything of index.html before the root, then React's render of the shell as it
 * comes, then the first feed page as JSON for hydration (a data script, never executed) and the rest
 * of index.html. Resolves once the shell is ready (the status can still change until then); rejects
 * if it cannot render, so the caller can answer the browser-rendered page instead.
 */
/** A JSON data script (never executed) for the browser to hydrate from; '' without a value. */
const dataScript = (id: string, value: unknown) =>
  value ? `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>` : '';

export function streamShellPage(
  renderer: ShellRenderer,
  template: { head: string; tail: string },
  input: ShellRenderInput,
  onError: (error: unknown) => void,
): Promise<PassThrough> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const data =
      dataScript(INITIAL_FEED_ELEMENT_ID, input.initialFeed) +
      dataScript(INITIAL_BLOG_ELEMENT_ID, input.initialBlog) +
      dataScript(INITIAL_SEARCH_ELEMENT_ID, input.initialSearch);
    const [closeRoot, ...rest] = template.tail.split(/(?<=^<\/div>)/);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (body.write(chunk)) done();
        else body.once('drain', () => done());
      },
      final(done) {
        body.end(`${closeRoot}${data}${rest.join('')}`);
        done();
      },
    });
    const stream = renderer.renderShellPage(input, {
      // Sent once every Suspense boundary is done (the page's data is fetched before rendering; what
      // suspends is code the server bundle has at once: a lazy part's first render), so the HTML is
      // whole and in order, readable with JavaScript blocked (the renderer writes finished boundaries
      // in place).
      onAllReady() {
        body.write(template.head);
        stream.pipe(sink);
        resolve(body);
      },
      onShellError(error) {
        reject(error);
      },
      // An error inside a Suspense boundary leaves that part to the browser; it is logged.
      onError,
    });
  });
}
