import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import React from 'react';
import { createRoot } from 'react-dom/client';

registerRemotes([{ name: 'compose', entry: 'http://localhost:9301/mf-manifest.json' }]);
const root = createRoot(document.getElementById('root')!);
root.render(<p>shell up</p>);
loadRemote<Record<string, unknown>>('compose/app').then((m) => {
  (window as unknown as { __spike: unknown }).__spike = { keys: Object.keys(m ?? {}), react: React.version };
  const el = document.createElement('div');
  document.body.appendChild(el);
  const mod = m as { bootstrap: (p: unknown) => Promise<void>; mount: (p: unknown) => Promise<void> };
  const props = { name: 'compose', domElement: el, session: { current_blog: 'x' }, singleSpa: {}, mountParcel: () => {} };
  return mod.bootstrap(props).then(() => mod.mount(props));
});
