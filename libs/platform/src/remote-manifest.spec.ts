import { remoteEntryUrl } from './remote-manifest';

const entry = { name: 'static/js/storefront.1a2b.js', path: '' };

describe('remoteEntryUrl', () => {
  it('finds the entry beside the manifest when the remote was built for any URL (publicPath auto)', () => {
    expect(remoteEntryUrl('https://cdn.example/storefront/0.1.0-abc/mf-manifest.json', { metaData: { publicPath: 'auto', remoteEntry: entry } })).toBe(
      'https://cdn.example/storefront/0.1.0-abc/static/js/storefront.1a2b.js',
    );
  });

  it('resolves a manifest path relative to the page, and an entry path below the public path', () => {
    const manifest = { metaData: { publicPath: 'https://static.example/sf/', remoteEntry: { name: 'entry.js', path: 'v2' } } };
    expect(remoteEntryUrl('/remotes/storefront/mf-manifest.json', manifest, 'https://shop.example/shop')).toBe('https://static.example/sf/v2/entry.js');
    expect(remoteEntryUrl('/remotes/storefront/mf-manifest.json', { metaData: { remoteEntry: entry } }, 'https://shop.example/shop')).toBe(
      'https://shop.example/remotes/storefront/static/js/storefront.1a2b.js',
    );
  });

  it('refuses a manifest without an entry, so the slot shows its error and can retry', () => {
    expect(() => remoteEntryUrl('https://cdn.example/mf-manifest.json', { metaData: {} })).toThrow('names no remote entry');
  });
});
