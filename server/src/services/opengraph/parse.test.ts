import { readPageMeta } from './parse';

it('reads og tags first, entities decoded', () => {
  const html = `<html><head><title>Plain</title>
    <meta property="og:title" content="Rich &amp; famous">
    <meta property="og:description" content=" A   page ">
    <meta property="og:image" content="/cover.png">
    <meta property="article:author" content="Jo">
    <meta name="description" content="ignored"></head></html>`;
  expect(readPageMeta(html)).toEqual({ title: 'Rich & famous', description: 'A page', image: '/cover.png', author: 'Jo' });
});

it('falls back to <title> and the meta description', () => {
  expect(readPageMeta('<title> Only\n title </title><meta name="Description" content="Desc">')).toEqual({
    title: 'Only title',
    description: 'Desc',
    image: null,
    author: '',
  });
});
