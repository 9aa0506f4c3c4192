import { useRef } from 'react';
import { useRemote, useBusEvent, useLocationPath } from '@dash/remote-kit';
import { FastComposeController } from '../features/fast-compose/components/fast-compose-controller';
import { newPostUrl, parseNewPostRoute } from '../features/fast-compose/lib/compose-url';
import { PostFormHost } from '../features/post-form/components/post-form-host';

/**
 * Everything compose shows, and nothing until it is needed: fast compose on request, the post
 * form while the address is {base}/new/{type}.
 */
export function ComposeRoot() {
  const { bus, navigate } = useRemote();
  const path = useLocationPath();
  const route = parseNewPostRoute(path);
  // Set when fast compose chose the type, read once when the form opens (spec 1 §4 toast rule).
  const chosenInFastCompose = useRef(false);
  const openedFromFast = useRef<{ key: string; value: boolean } | null>(null);

  const routeKey = route ? `${route.base}|${route.type}` : null;
  if (routeKey && openedFromFast.current?.key !== routeKey) {
    openedFromFast.current = { key: routeKey, value: chosenInFastCompose.current };
    chosenInFastCompose.current = false;
  } else if (!routeKey) {
    openedFromFast.current = null;
  }

  useBusEvent('compose:open', (command) => {
    if (command.mode === 'new') {
      navigate(newPostUrl(path, command.type && command.type !== 'answer' ? command.type : 'text'));
      return;
    }
    bus.emit('toast:show', { message: 'Editing and reblogging in the post form are not available yet.', tone: 'info' });
  });

  return (
    <>
      <FastComposeController path={path} enabled={route === null} onChosen={() => (chosenInFastCompose.current = true)} />
      {route && <PostFormHost key={routeKey} route={route} fromFastCompose={openedFromFast.current?.value ?? false} />}
    </>
  );
}
