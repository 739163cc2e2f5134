import { artworkSrc, artworkSrcSet } from './artwork-src';

describe('artwork URLs', () => {
  it('names one width of one format', () => {
    expect(artworkSrc('home/service-botox', 800, 'avif')).toBe('/images/home/service-botox-800.avif');
  });
  it('lists every width with its descriptor, in the order given', () => {
    expect(artworkSrcSet('a/b', [400, 800], 'webp')).toBe('/images/a/b-400.webp 400w, /images/a/b-800.webp 800w');
  });
});
