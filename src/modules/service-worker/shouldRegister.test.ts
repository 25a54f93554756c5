import { isDocsHost, shouldRegister } from './shouldRegister';

describe('isDocsHost', () => {
  it('matches the host name on any port when the docs host has no port', () => {
    expect(isDocsHost('docs.example.com', 'docs.example.com')).toBe(true);
    expect(isDocsHost('127.0.0.1:43117', '127.0.0.1')).toBe(true);
    expect(isDocsHost('DOCS.Example.com', 'docs.example.com')).toBe(true);
  });

  it('needs the same port when the docs host names one', () => {
    expect(isDocsHost('127.0.0.1:8080', '127.0.0.1:8080')).toBe(true);
    expect(isDocsHost('127.0.0.1:8081', '127.0.0.1:8080')).toBe(false);
    expect(isDocsHost('127.0.0.1', '127.0.0.1:8080')).toBe(false);
  });

  it('refuses other hosts, look-alikes included', () => {
    expect(isDocsHost('localhost:3000', '127.0.0.1')).toBe(false);
    expect(isDocsHost('docs.example.com.evil.test', 'docs.example.com')).toBe(false);
    expect(isDocsHost('preview-docs.example.com', 'docs.example.com')).toBe(false);
    expect(isDocsHost('example.com', 'docs.example.com')).toBe(false);
  });

  it('handles IPv6 literals', () => {
    expect(isDocsHost('[::1]:4000', '[::1]')).toBe(true);
    expect(isDocsHost('[::1]:4000', '[::2]')).toBe(false);
  });

  it('never matches an empty docs host', () => {
    expect(isDocsHost('docs.example.com', '')).toBe(false);
    expect(isDocsHost('', '  ')).toBe(false);
  });
});

describe('shouldRegister', () => {
  const onDocsHost = { production: true, supported: true, pageHost: 'docs.example.com', docsHost: 'docs.example.com' };

  it('registers in a production build on the docs host where the browser supports workers', () => {
    expect(shouldRegister(onDocsHost)).toBe(true);
  });

  it('does not register in development', () => {
    expect(shouldRegister({ ...onDocsHost, production: false })).toBe(false);
  });

  it('does not register without service worker support', () => {
    expect(shouldRegister({ ...onDocsHost, supported: false })).toBe(false);
  });

  it('does not register on another host (previews, mirrors, local serving)', () => {
    expect(shouldRegister({ ...onDocsHost, pageHost: 'localhost:3000' })).toBe(false);
  });
});
