/*
 * A stand-in for a carbon-style ad script (the contract is in src/modules/ads/adScript.ts and
 * README.md, "Ads"). Like Carbon's carbon.js, it adds an ad (`<div id="carbonads">` with Carbon's
 * markup and class names) beside its own <script> element, inside the slot's container. Its links
 * and picture are relative to the script's own address. It sends nothing anywhere.
 */
(function () {
  var script = document.currentScript;
  if (!script || !script.parentElement) return;
  var base = script.src;
  var link = new URL('click?ad=script', base).href;

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  function sponsored(anchor, href) {
    anchor.href = href;
    anchor.target = '_blank';
    anchor.rel = 'noopener sponsored';
    return anchor;
  }

  var ad = element('div');
  ad.id = 'carbonads';
  var outer = element('span');
  var wrap = element('span', 'carbon-wrap');
  var imageLink = sponsored(element('a', 'carbon-img'), link);
  var image = element('img');
  image.src = new URL('ad-image.svg', base).href;
  image.alt = 'ads via Carbon';
  image.width = 130;
  image.height = 100;
  imageLink.appendChild(image);
  var text = sponsored(
    element('a', 'carbon-text', 'Lumen Analytics — Product analytics without cookies: see which docs pages your readers finish.'),
    link,
  );
  wrap.appendChild(imageLink);
  wrap.appendChild(text);
  outer.appendChild(wrap);
  outer.appendChild(sponsored(element('a', 'carbon-poweredby', 'ads via Carbon'), new URL('about', base).href));
  ad.appendChild(outer);
  script.parentElement.appendChild(ad);
})();
