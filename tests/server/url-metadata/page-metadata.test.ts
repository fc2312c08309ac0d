import { describe, expect, it } from 'vitest';
import { capText, readPageMetadata } from '../../../server/src/services/url-metadata/page-metadata';
import { decodeEntities, scanHtml } from '../../../server/src/services/url-metadata/html-scan';
import { decodeHtml } from '../../../server/src/services/url-metadata/charset';
import { formatPrice, parseAmount } from '../../../server/src/services/url-metadata/price';
import { looksLikeBotCheck, responseRestricts, robotsHeaderForbidsPreview } from '../../../server/src/services/url-metadata/restrictions';

const PAGE = 'https://shop.example/products/hat?colour=blue';

const html = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ldJson = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('readPageMetadata', () => {
  it('reads Open Graph first', () => {
    const page = html(`
      <title>Shop | Hat</title>
      <meta name="description" content="Plain description">
      <meta name="twitter:title" content="Twitter title">
      <meta property="og:title" content="Straw hat">
      <meta property="og:description" content="A wide straw hat for sunny days.">
      <meta property="og:image" content="https://cdn.shop.example/hat.jpg">
      <meta name="twitter:image" content="https://cdn.shop.example/twitter.jpg">`);
    expect(readPageMetadata(page, PAGE)).toEqual({
      title: 'Straw hat',
      description: 'A wide straw hat for sunny days.',
      imageUrl: 'https://cdn.shop.example/hat.jpg',
      price: null,
      priceValue: null,
      restricted: false,
    });
  });

  it('prefers og:image:secure_url and takes the first of repeated og:image tags', () => {
    const secure = html(`<meta property="og:image" content="http://a.example/1.jpg"><meta property="og:image:secure_url" content="https://a.example/1.jpg">`);
    expect(readPageMetadata(secure, PAGE).imageUrl).toBe('https://a.example/1.jpg');
    const repeated = html(`<meta property="og:image" content="/first.jpg"><meta property="og:image" content="/second.jpg">`);
    expect(readPageMetadata(repeated, PAGE).imageUrl).toBe('https://shop.example/first.jpg');
  });

  it('falls back to Twitter cards', () => {
    const page = html(`
      <meta name="twitter:card" content="summary_large_image">
      <meta name="twitter:title" content="Trail shoes">
      <meta name="twitter:description" content="Light and grippy.">
      <meta name="twitter:image" content="//img.shop.example/shoes.png">`);
    expect(readPageMetadata(page, PAGE)).toMatchObject({ title: 'Trail shoes', description: 'Light and grippy.', imageUrl: 'https://img.shop.example/shoes.png' });
  });

  it('falls back to <title> and the meta description', () => {
    const page = html(`<TITLE>\n   Old   school\tpage\n</TITLE><META NAME="Description" CONTENT="  Nothing   fancy.  ">`);
    expect(readPageMetadata(page, PAGE)).toMatchObject({ title: 'Old school page', description: 'Nothing fancy.', imageUrl: null });
  });

  it('resolves relative images against the page address', () => {
    expect(readPageMetadata(html(`<meta property="og:image" content="../img/hat.jpg">`), PAGE).imageUrl).toBe('https://shop.example/img/hat.jpg');
    expect(readPageMetadata(html(`<meta property="og:image" content="/static/hat.jpg?v=2">`), PAGE).imageUrl).toBe('https://shop.example/static/hat.jpg?v=2');
    expect(readPageMetadata(html(`<meta property="og:image" content="hat.jpg">`), new URL('http://shop.example/a/b')).imageUrl).toBe('http://shop.example/a/hat.jpg');
  });

  it('ignores images that are not http(s)', () => {
    for (const src of ['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'file:///etc/passwd', 'ftp://x.example/a.png']) {
      expect(readPageMetadata(html(`<meta property="og:image" content="${src}">`), PAGE).imageUrl).toBeNull();
    }
  });

  it('decodes entities in titles, descriptions and image addresses', () => {
    const page = html(`
      <meta property="og:title" content="Tom &amp; Jerry&#39;s &quot;Big&quot; Box &#x27;24 &ndash; &euro;5">
      <meta property="og:description" content="Caf&eacute; &#233;t&#xE9; &lt;b&gt;not bold&lt;/b&gt; &unknown; &#0;">
      <meta property="og:image" content="/img?a=1&amp;b=2">`);
    expect(readPageMetadata(page, PAGE)).toMatchObject({
      title: 'Tom & Jerry\'s "Big" Box \'24 \u2013 \u20ac5',
      description: 'Caf\u00e9 \u00e9t\u00e9 <b>not bold</b> &unknown; \ufffd',
      imageUrl: 'https://shop.example/img?a=1&b=2',
    });
  });

  it('copes with attribute order, single quotes, unquoted values and self-closing tags', () => {
    const page = html(`
      <meta content='Quoted "inside"' property='og:title'/>
      <meta
        content="Multi-line tag"
        name="description"
      >
      <meta property=og:image content=/unquoted.png>`);
    expect(readPageMetadata(page, PAGE)).toMatchObject({ title: 'Quoted "inside"', description: 'Multi-line tag', imageUrl: 'https://shop.example/unquoted.png' });
  });

  it('does not read tags inside comments, scripts or styles', () => {
    const page = html(`
      <!-- <meta property="og:title" content="Commented out"> -->
      <script>document.write('<meta property="og:title" content="From script">')</script>
      <style>/* <meta property="og:title" content="From style"> */</style>
      <title>The real one</title>`);
    expect(readPageMetadata(page, PAGE).title).toBe('The real one');
  });

  it('caps the title at 100 and the description at 500 characters, at a word boundary', () => {
    const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
    const result = readPageMetadata(html(`<meta property="og:title" content="${words(40)}"><meta property="og:description" content="${words(200)}">`), PAGE);
    expect(result.title!.length).toBeLessThanOrEqual(100);
    expect(result.title).toMatch(/^word0 word1 .* word\d+\u2026$/);
    expect(result.description!.length).toBeLessThanOrEqual(500);
    expect(result.description).toMatch(/ word\d+\u2026$/);
    // A single long word is cut where it must be.
    expect(capText('x'.repeat(150), 100)).toBe(`${'x'.repeat(99)}\u2026`);
    expect(capText('short', 100)).toBe('short');
    // An emoji is never split in half.
    expect(capText(`${'a'.repeat(98)}\u{1F389}bbb`, 100)).toBe(`${'a'.repeat(98)}\u2026`);
  });

  describe('price', () => {
    it('reads a JSON-LD Product offer', () => {
      const page = html(ldJson({ '@context': 'https://schema.org', '@type': 'Product', name: 'Hat', offers: { '@type': 'Offer', price: '129.99', priceCurrency: 'USD' } }));
      expect(readPageMetadata(page, PAGE).price).toBe('$129.99');
    });

    it('reads the first priced offer of an offers array, and numeric prices', () => {
      const page = html(
        ldJson({
          '@type': 'Product',
          offers: [
            { '@type': 'Offer', availability: 'OutOfStock' },
            { '@type': 'Offer', price: 1299, priceCurrency: 'EUR' },
            { '@type': 'Offer', price: 5, priceCurrency: 'EUR' },
          ],
        }),
      );
      expect(readPageMetadata(page, PAGE).price).toBe('\u20ac1,299.00');
    });

    it('reads an AggregateOffer lowPrice', () => {
      const page = html(ldJson({ '@type': 'Product', offers: { '@type': 'AggregateOffer', lowPrice: '19.5', highPrice: '30', priceCurrency: 'GBP', offerCount: 3 } }));
      expect(readPageMetadata(page, PAGE).price).toBe('\u00a319.50');
    });

    it('finds the Product in an @graph, beside other entities, and its image too', () => {
      const page = html(
        ldJson({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebSite', name: 'Shop' },
            { '@type': 'BreadcrumbList', itemListElement: [] },
            {
              '@type': ['Product', 'Thing'],
              name: 'Graph hat',
              image: [{ '@type': 'ImageObject', url: '/graph-hat.webp' }],
              offers: { '@type': 'Offer', priceSpecification: { price: 42, priceCurrency: 'CAD' } },
            },
          ],
        }),
      );
      expect(readPageMetadata(page, PAGE)).toMatchObject({ title: 'Graph hat', imageUrl: 'https://shop.example/graph-hat.webp', price: 'CA$42.00' });
    });

    it('skips broken JSON-LD and reads the next block', () => {
      const page = html(`<script type="application/ld+json">{ "@type": "Product", </script>${ldJson([{ '@type': 'Organization' }, { '@type': 'Product', offers: { price: '10', priceCurrency: 'JPY' } }])}`);
      expect(readPageMetadata(page, PAGE).price).toBe('\u00a510');
    });

    it('reads the price as an amount and a currency from JSON-LD offers, then product:price and og:price tags', () => {
      const jsonLd = html(ldJson({ '@type': 'Product', offers: { '@type': 'Offer', price: '129.99', priceCurrency: 'usd' } }));
      expect(readPageMetadata(jsonLd, PAGE).priceValue).toEqual({ amount: 129.99, currency: 'USD' });
      const product = html(`<meta property="product:price:amount" content="1.299,95"><meta property="product:price:currency" content="EUR">`);
      expect(readPageMetadata(product, PAGE).priceValue).toEqual({ amount: 1299.95, currency: 'EUR' });
      const og = html(`<meta property="og:price:amount" content="59"><meta property="og:price:currency" content="GBP">`);
      expect(readPageMetadata(og, PAGE).priceValue).toEqual({ amount: 59, currency: 'GBP' });
    });

    it('gives no price value without a currency code, for a range, for zero or past the limit', () => {
      expect(readPageMetadata(html(`<meta property="product:price:amount" content="12.5">`), PAGE).priceValue).toBeNull();
      expect(readPageMetadata(html(`<meta property="product:price:amount" content="10 - 20"><meta property="product:price:currency" content="EUR">`), PAGE).priceValue).toBeNull();
      expect(readPageMetadata(html(`<meta property="product:price:amount" content="0"><meta property="product:price:currency" content="EUR">`), PAGE).priceValue).toBeNull();
      expect(readPageMetadata(html(`<meta property="og:price:amount" content="2000000"><meta property="og:price:currency" content="EUR">`), PAGE).priceValue).toBeNull();
      expect(readPageMetadata(html(`<meta property="og:price:amount" content="5"><meta property="og:price:currency" content="$">`), PAGE).priceValue).toBeNull();
    });

    it('falls back to product:price and og:price meta tags', () => {
      expect(readPageMetadata(html(`<meta property="product:price:amount" content="59.00"><meta property="product:price:currency" content="usd">`), PAGE).price).toBe('$59.00');
      expect(readPageMetadata(html(`<meta property="og:price:currency" content="EUR"><meta property="og:price:amount" content="1.299,95">`), PAGE).price).toBe('\u20ac1,299.95');
      expect(readPageMetadata(html(`<meta property="product:price:amount" content="12.5">`), PAGE).price).toBe('12.50');
      expect(readPageMetadata(html(`<meta property="product:price:amount" content="0">`), PAGE).price).toBeNull();
    });

    it('writes prices consistently', () => {
      expect(formatPrice('129.99', 'USD')).toBe('$129.99');
      expect(formatPrice(129.99, 'EUR')).toBe('\u20ac129.99');
      expect(formatPrice('1,299', 'USD')).toBe('$1,299.00');
      expect(formatPrice('45', null)).toBe('45');
      expect(formatPrice('45', '$')).toBe('$45');
      expect(formatPrice('from 10 to 20', 'USD')).toBe('USD from 10 to 20');
      expect(formatPrice('free', 'USD')).toBeNull();
      expect(formatPrice('9'.repeat(60), null)).toBeNull();
      expect(parseAmount('129,99')).toBe(129.99);
      expect(parseAmount('1.299,00')).toBe(1299);
      expect(parseAmount('1 299,00 \u20ac')).toBe(1299);
      expect(parseAmount('$1,299,000')).toBe(1299000);
      expect(parseAmount('10 - 20')).toBeNull();
    });
  });

  describe('restrictions', () => {
    it('detects robots meta tags that forbid previews', () => {
      for (const tag of [
        '<meta name="robots" content="noindex">',
        '<meta name="ROBOTS" content="NOINDEX, NOFOLLOW">',
        "<meta content='none' name='robots'>",
        '<meta name="googlebot" content="nosnippet">',
        '<meta name="robots" content="max-image-preview:large, noindex">',
      ]) {
        expect({ tag, restricted: readPageMetadata(html(`<meta property="og:title" content="x">${tag}`), PAGE).restricted }).toEqual({ tag, restricted: true });
      }
      for (const tag of ['<meta name="robots" content="index, follow">', '<meta name="robots" content="nofollow">', '<meta name="otherbot" content="noindex">']) {
        expect(readPageMetadata(html(tag), PAGE).restricted).toBe(false);
      }
    });

    it('detects X-Robots-Tag headers and refusing statuses', () => {
      expect(robotsHeaderForbidsPreview('noindex')).toBe(true);
      expect(robotsHeaderForbidsPreview('googlebot: noindex, nofollow')).toBe(true);
      expect(robotsHeaderForbidsPreview('otherbot: noindex, nofollow')).toBe(false);
      expect(robotsHeaderForbidsPreview('unavailable_after: 25 Jun 2030 15:00:00 PST')).toBe(false);
      expect(robotsHeaderForbidsPreview('max-snippet: 20, nosnippet')).toBe(true);
      for (const status of [401, 403, 429, 503]) expect(responseRestricts(status, {})).toBe(true);
      for (const status of [200, 404, 500]) expect(responseRestricts(status, {})).toBe(false);
      expect(responseRestricts(200, { 'x-robots-tag': 'none' })).toBe(true);
      expect(responseRestricts(200, { 'cf-mitigated': 'challenge' })).toBe(true);
    });

    it('detects typical bot checks', () => {
      expect(readPageMetadata(html('<title>Just a moment...</title>'), PAGE).restricted).toBe(true);
      expect(readPageMetadata(html('<title>Robot Check</title>'), PAGE).restricted).toBe(true);
      expect(looksLikeBotCheck('<script>window._cf_chl_opt={}</script>', 'Example', false)).toBe(true);
      // A real page that describes itself is never taken for one.
      expect(looksLikeBotCheck('', 'Access denied', true)).toBe(false);
      expect(readPageMetadata(html('<title>Access Control Hat</title>'), PAGE).restricted).toBe(false);
    });
  });
});

describe('scanHtml', () => {
  it('survives unterminated markup', () => {
    expect(scanHtml('<meta property="og:title" content="open').metas).toEqual([{ key: 'og:title', content: 'open' }]);
    expect(scanHtml('<title>never closed').title).toBe('never closed');
    expect(scanHtml('<!-- never closed <meta name="description" content="x">').metas).toEqual([]);
    expect(scanHtml('< < <meta').metas).toEqual([]);
    expect(scanHtml('<metadata name="description" content="no">').metas).toEqual([]);
  });

  it('reads hostile input in linear time', () => {
    const started = performance.now();
    scanHtml(`${'<meta a='.repeat(100_000)}${'<'.repeat(200_000)}${'<title>'.repeat(50_000)}`);
    decodeEntities('&#'.repeat(200_000) + '&a'.repeat(200_000));
    readPageMetadata(`<meta property="og:title" content="${'\t '.repeat(200_000)}x">`, PAGE);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('decodeHtml', () => {
  const body = (text: string, encoding: BufferEncoding) => Buffer.from(text, encoding);

  it('reads the charset from the Content-Type header', () => {
    expect(decodeHtml(body('<title>Caf\u00e9</title>', 'latin1'), 'text/html; charset=ISO-8859-1')).toBe('<title>Caf\u00e9</title>');
    expect(decodeHtml(body('<title>Caf\u00e9</title>', 'utf8'), 'text/html; charset="utf-8"')).toBe('<title>Caf\u00e9</title>');
  });

  it('reads the charset from <meta charset> or http-equiv', () => {
    const euro = Buffer.concat([Buffer.from("<meta charset='windows-1252'><title>"), Buffer.from([0x80]), Buffer.from('5</title>')]);
    expect(decodeHtml(euro, 'text/html')).toContain('<title>\u20ac5</title>');
    expect(decodeHtml(body('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>\u00fcber', 'latin1'), 'text/html')).toContain('\u00fcber');
  });

  it('defaults to UTF-8 and survives unknown labels', () => {
    expect(decodeHtml(body('<p>\u00fcber \u{1F389}', 'utf8'), 'text/html')).toBe('<p>\u00fcber \u{1F389}');
    expect(decodeHtml(body('<p>\u00fcber', 'utf8'), 'text/html; charset=x-unknown')).toBe('<p>\u00fcber');
    expect(decodeHtml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body('<p>ok', 'utf8')]), 'text/html; charset=latin1')).toBe('<p>ok');
  });
});

describe('JSON-LD limits', () => {
  it('copes with huge and deeply nested documents', () => {
    const huge = `<script type="application/ld+json">[${'{"@type":"Thing"},'.repeat(300_000)}{"@type":"Product","offers":{"price":"1","priceCurrency":"USD"}}]</script>`;
    expect(() => readPageMetadata(huge, PAGE)).not.toThrow();
    const deep = `<script type="application/ld+json">${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}</script>`;
    expect(readPageMetadata(deep, PAGE).price).toBeNull();
  });
});
