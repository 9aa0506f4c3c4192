/**
 * /embed.js, loaded by the share panel's embed code: it turns each `div.dash-post` placeholder into a
 * small card linking to the post (the embed code works without it, as a plain link).
 */
export const EMBED_SCRIPT = `(function () {
  var nodes = document.querySelectorAll('div.dash-post:not([data-dash-ready])');
  for (var i = 0; i < nodes.length; i++) {
    var el = nodes[i];
    el.setAttribute('data-dash-ready', '1');
    el.style.cssText = 'max-width:540px;border:1px solid #e0e4ea;border-radius:3px;padding:12px 16px;background:#fff;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;';
    var link = el.querySelector('a');
    if (link) { link.style.cssText = 'color:#00b8ff;font-weight:600;text-decoration:none;'; link.target = '_blank'; link.rel = 'noopener'; }
  }
})();
`;
