import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { API_ROUTES, ApiError, TWITTER_USERNAME_ERROR } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { ConnectionsSection } from './connections-section';

function setup(initial = { twitter_username: null as string | null, facebook_name: null as string | null }) {
  const services = createFakeServices();
  let stored = { ...initial };
  services.api.on('get', API_ROUTES.connections, () => stored);
  services.api.on('post', API_ROUTES.connections, (options) => {
    stored = { ...stored, ...(options?.form as Record<string, string>) };
    if (stored.twitter_username === '') stored.twitter_username = null;
    if (stored.facebook_name === '') stored.facebook_name = null;
    return stored;
  });
  renderWithServices(<ConnectionsSection />, services);
  return services;
}

const region = () => screen.getByRole('region', { name: 'Connected accounts' });
const posts = (services: ReturnType<typeof setup>) =>
  services.api.calls.filter((c) => c.method === 'post').map((c) => c.options?.form);

test('connects a Twitter username (a leading @ dropped), shows it, and removes it', async () => {
  const services = setup();
  fireEvent.change(await within(region()).findByLabelText('Twitter username'), { target: { value: '@ben_writes' } });
  fireEvent.click(within(region()).getByRole('button', { name: 'Connect Twitter' }));
  expect(await within(region()).findByText('@ben_writes')).toBeInTheDocument();
  expect(within(region()).getByText('Twitter connected.')).toBeInTheDocument();
  expect(posts(services)).toEqual([{ twitter_username: 'ben_writes' }]);
  fireEvent.click(within(region()).getByRole('button', { name: 'Remove Twitter' }));
  expect(await within(region()).findByLabelText('Twitter username')).toHaveValue('');
  expect(within(region()).getByText('Twitter removed.')).toBeInTheDocument();
  expect(posts(services)).toEqual([{ twitter_username: 'ben_writes' }, { twitter_username: '' }]);
});

test('checks the name before sending and keeps what was typed', async () => {
  const services = setup();
  const field = await within(region()).findByLabelText('Twitter username');
  fireEvent.change(field, { target: { value: 'has space' } });
  fireEvent.click(within(region()).getByRole('button', { name: 'Connect Twitter' }));
  expect(await within(region()).findByText(TWITTER_USERNAME_ERROR)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveValue('has space');
  fireEvent.click(within(region()).getByRole('button', { name: 'Connect Facebook' }));
  expect(within(region()).getByText('Enter your Facebook name.')).toBeInTheDocument();
  expect(posts(services)).toEqual([]);
});

test("shows an existing connection and the server's refusal", async () => {
  const services = setup({ twitter_username: null, facebook_name: 'Ben Brien' });
  expect(await within(region()).findByText('Ben Brien')).toBeInTheDocument();
  services.api.on('post', API_ROUTES.connections, () => {
    throw new ApiError(400, 'bad', [
      { code: 'VALIDATION', detail: 'Twitter usernames are 1 to 15 letters, digits or underscores.' },
    ]);
  });
  fireEvent.change(within(region()).getByLabelText('Twitter username'), { target: { value: 'fine_name' } });
  fireEvent.click(within(region()).getByRole('button', { name: 'Connect Twitter' }));
  expect(await within(region()).findByText(TWITTER_USERNAME_ERROR)).toBeInTheDocument();
  expect(within(region()).getByLabelText('Twitter username')).toHaveValue('fine_name');
});
