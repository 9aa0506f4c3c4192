import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { EMBED_SANDBOX as PLAYER_SANDBOX, OWN_EMBED_SANDBOX as OWN_SANDBOX } from '@dash/shared-contracts';
import { renderToString } from 'react-dom/server';
import { HtmlBlock } from './html-block';

describe('HtmlBlock iframes', () => {
  it('sandboxes a player iframe that came without one (posts stored before the server added it)', () => {
    const { container } = render(
      <HtmlBlock html='<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' imageBy="bob" />,
    );
    expect(container.querySelector('iframe')).toHaveAttribute('sandbox', PLAYER_SANDBOX);
  });

  it("keeps the server's sandbox on a player, and never gives a same-origin frame scripts with its origin", () => {
    const { container } = render(
      <HtmlBlock
        html={`<iframe src="https://player.vimeo.com/video/1" sandbox="allow-scripts"></iframe><iframe src="/media/v.mp4" sandbox="${PLAYER_SANDBOX}" srcdoc="x"></iframe>`}
        imageBy="bob"
      />,
    );
    const [player, own] = [...container.querySelectorAll('iframe')];
    expect(player).toHaveAttribute('sandbox', 'allow-scripts');
    expect(own).toHaveAttribute('sandbox', OWN_SANDBOX);
    expect(own).not.toHaveAttribute('srcdoc');
  });
});

describe('HtmlBlock images (issue 13)', () => {
  it('keeps an inline image’s alt and describes one without, on the server and after hydration alike', () => {
    const html = '<p><img src="/media/a.jpg" alt="A kite"><img src="/media/b.jpg"></p>';
    const { getByRole } = render(<HtmlBlock html={html} imageBy="maya-draws" />);
    expect(getByRole('img', { name: 'A kite' })).toHaveAttribute('src', '/media/a.jpg');
    expect(getByRole('img', { name: 'Image 2 of 2 by maya-draws' })).toHaveAttribute('src', '/media/b.jpg');
    expect(renderToString(<HtmlBlock html={html} imageBy="maya-draws" />)).toContain(
      '<img alt="Image 2 of 2 by maya-draws" src="/media/b.jpg">',
    );
  });
});
