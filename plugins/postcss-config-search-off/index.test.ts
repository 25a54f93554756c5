import postCssConfigSearchOffPlugin from '.';

describe('postcss-config-search-off', () => {
  it("turns postcss-loader's configuration search off and keeps Docusaurus's options", () => {
    const plugin = postCssConfigSearchOffPlugin();
    const docusaurusOptions = { ident: 'postcss', plugins: [['postcss-preset-env', {}]] };
    expect(plugin.configurePostCss?.(docusaurusOptions)).toEqual({ ...docusaurusOptions, config: false });
  });
});
