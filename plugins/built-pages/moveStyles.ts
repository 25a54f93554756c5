const EMOTION_STYLE = /(<style data-emotion="[^"]*"(?: nonce="[^"]*")?>)([\s\S]*?)(<\/style>)/g;

/**
 * Emotion renders each component's styles as a <style> element just before the component in the
 * server-rendered body, which HTML does not allow there. This moves every such element, in order,
 * to the end of <head>, where Emotion's browser cache adopts them as usual. `compact`, when given,
 * rewrites each element's CSS on the way (compactCss.ts).
 */
export function moveEmotionStylesToHead(html: string, compact: (css: string) => string = (css) => css): string {
  const bodyStart = html.indexOf('<body');
  const headEnd = html.indexOf('</head>');
  if (bodyStart === -1 || headEnd === -1 || headEnd > bodyStart) return html;
  const body = html.slice(bodyStart);
  const styles: string[] = [];
  const rest = body.replace(EMOTION_STYLE, (_, open: string, css: string, close: string) => {
    styles.push(open + compact(css) + close);
    return '';
  });
  if (styles.length === 0) return html;
  return html.slice(0, headEnd) + styles.join('') + html.slice(headEnd, bodyStart) + rest;
}
