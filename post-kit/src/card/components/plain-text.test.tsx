import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { makePost, renderWithHost } from '../../testing';
import { PostCard } from './post-card';

// Issue 7, defect 10: plain-text fields arrive as typed and render as text, escaped once by React.
describe('plain-text fields', () => {
  it('shows a title, chat line and question exactly as typed', () => {
    renderWithHost(
      <>
        <PostCard post={makePost({ id: '1', content: { title: 'Tom & Jerry <3', body: '<p>b</p>' } })} position={1} />
        <PostCard
          post={makePost({ id: '2', type: 'chat', content: { title: 'Chat', chat: [{ label: 'A:', phrase: 'x < y & z' }] } })}
          position={2}
        />
        <PostCard
          post={makePost({
            id: '3',
            type: 'answer',
            content: { question: '<b>why</b> & how?', asking_name: null, answer: '<p>so</p>' },
          })}
          position={3}
        />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Tom & Jerry <3' })).toBeInTheDocument();
    expect(screen.getByText('x < y & z')).toBeInTheDocument();
    expect(screen.getByText('<b>why</b> & how?')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('&amp;amp;');
  });
});
