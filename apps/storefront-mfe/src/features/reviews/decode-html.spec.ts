import { decodeHtml } from './decode-html';

describe('decodeHtml', () => {
  it('undoes the api escaping of the five characters, once', () => {
    expect(decodeHtml('&lt;img src=x onerror=&quot;a()&quot;&gt; &amp; &#39;iyi&#39;')).toBe('<img src=x onerror="a()"> & \'iyi\'');
    expect(decodeHtml('&amp;lt;')).toBe('&lt;');
  });

  it('leaves other text alone', () => {
    expect(decodeHtml('Çok güzel & taze &nbsp;')).toBe('Çok güzel & taze &nbsp;');
  });
});
