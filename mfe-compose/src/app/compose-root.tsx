import { useRef } from 'react';
import { useRemote, useBusEvent, useLocationPath } from '@dash/remote-kit';
import { FastComposeController } from '../features/fast-compose';
import { editPostUrl, formRouteKey, newPostUrl, parseFormRoute, PostFormHost, reblogPostUrl } from '../features/post-form';

/**
 * Everything compose shows in its application, and nothing until it is needed: fast compose on
 * request, the modal post form while the address is {base}/new/{type}, /edit/{id} or
 * /reblog/{id}/{key}. The inline form is the 'dashboard-compose' widget (see remote-app.tsx).
 */
export function ComposeRoot() {
  const { navigate } = useRemote();
  const path = useLocationPath();
  const route = parseFormRoute(path);
  // Set when fast compose chose the type, read once when the form opens (spec 1 §4 toast rule).
  const chosenInFastCompose = useRef(false);
  const openedFromFast = useRef<{ key: string; value: boolean } | null>(null);

  const routeKey = route ? formRouteKey(route) : null;
  if (routeKey && openedFromFast.current?.key !== routeKey) {
    openedFromFast.current = { key: routeKey, value: chosenInFastCompose.current };
    chosenInFastCompose.current = false;
  } else if (!routeKey) {
    openedFromFast.current = null;
  }

  useBusEvent('compose:open', (command) => {
    if (command.mode === 'edit' && command.postId) {
      navigate(editPostUrl(path, command.postId));
    } else if (command.mode === 'reblog' && command.postId && command.reblogKey) {
      navigate(reblogPostUrl(path, command.postId, command.reblogKey));
    } else if (command.mode === 'new') {
      navigate(newPostUrl(path, command.type && command.type !== 'answer' ? command.type : 'text'));
    }
  });

  return (
    <>
      <FastComposeController path={path} enabled={route === null} onChosen={() => (chosenInFastCompose.current = true)} />
      {route && routeKey && (
        <PostFormHost key={routeKey} route={route} fromFastCompose={openedFromFast.current?.value ?? false} />
      )}
    </>
  );
}
