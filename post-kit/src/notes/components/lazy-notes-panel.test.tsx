import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { PostCard } from '../../card';
import { makeNote, makePost, notesPage, renderWithHost } from '../../testing';

// The list's chunk fails to download once (offline), then arrives.
let mockOffline = true;
jest.mock('./notes-panel', () => {
  if (mockOffline) throw new Error('ChunkLoadError: offline');
  return jest.requireActual('./notes-panel');
});

it("says when the list's code cannot be downloaded; Try again downloads it again", async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { api, bus } = renderWithHost(<PostCard post={makePost({ note_count: 1 })} position={1} />);
  const reports: unknown[] = [];
  bus.on('log:event', (payload) => reports.push(payload));
  api.get.mockResolvedValue(notesPage([makeNote('like', 'ben', 1)]));
  fireEvent.click(screen.getByRole('button', { name: '1 note' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("The notes couldn't be loaded.");
  expect(alert.closest('section')).toHaveAccessibleName('Notes');
  expect(screen.getByRole('button', { name: '1 note' })).toHaveAttribute('aria-controls', alert.closest('section')?.id);
  expect(error).toHaveBeenCalledWith('[error-report] the notes list failed to load', expect.any(Error));
  // Reported through the logging pipeline (to /services/cslog), once.
  expect(reports).toEqual([
    { event: 'client-error', data: { what: 'post-activity', name: 'Error', message: 'ChunkLoadError: offline' } },
  ]);
  mockOffline = false;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  const list = await screen.findByRole('tablist', { name: 'Show notes' });
  expect(list).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'ben' })).toHaveAttribute('href', '/blog/ben');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  error.mockRestore();
});
