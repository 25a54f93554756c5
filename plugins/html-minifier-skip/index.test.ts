import htmlMinifierSkipPlugin, { SKIP_HTML_MINIFICATION } from '.';

const html =
  '<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>Page</title>\n</head>\n<body>  <p class="a" >Text</p>  </body>\n</html>';

/**
 * Docusaurus's HTML minifier as a rendering thread loads it: a fresh copy of the module, reading the
 * environment. The switch is read before the minifier's type; Terser stands in for SWC here, whose
 * package Jest cannot import.
 */
async function minifierOfANewThread(): Promise<(html: string) => Promise<{ code: string }>> {
  let minifier!: { minify: (html: string) => Promise<{ code: string }> };
  await jest.isolateModulesAsync(async () => {
    const { getHtmlMinifier } = await import('@docusaurus/bundler/lib/minifyHtml');
    minifier = await getHtmlMinifier({ type: 'terser' });
  });
  return (page) => minifier.minify(page);
}

describe('the HTML minifier skip', () => {
  const before = process.env[SKIP_HTML_MINIFICATION];
  afterEach(() => {
    if (before === undefined) delete process.env[SKIP_HTML_MINIFICATION];
    else process.env[SKIP_HTML_MINIFICATION] = before;
  });

  it("sets Docusaurus's switch, which makes the minifier of each new rendering thread give pages back as written", async () => {
    delete process.env[SKIP_HTML_MINIFICATION];
    expect((await (await minifierOfANewThread())(html)).code).not.toBe(html);
    expect(htmlMinifierSkipPlugin().name).toBe('portal-html-minifier-skip');
    expect(process.env[SKIP_HTML_MINIFICATION]).toBe('true');
    expect((await (await minifierOfANewThread())(html)).code).toBe(html);
  });

  it("leaves a maintainer's own setting alone", () => {
    process.env[SKIP_HTML_MINIFICATION] = 'false';
    htmlMinifierSkipPlugin();
    expect(process.env[SKIP_HTML_MINIFICATION]).toBe('false');
  });
});
