import { pageMetadata } from '@/site/metadata';
import { socialImagePath, socialImageType } from './social-image';

describe('social card images', () => {
  it('names the preview JPEG after the artwork, so a photo of the same name replaces it', () => {
    expect(socialImagePath('blog/teen-acne-guide')).toBe('/og/blog/teen-acne-guide.jpg');
  });

  it('accepts JPEG and PNG, which every link preview reads', () => {
    expect(socialImageType('/og/blog/teen-acne-guide.jpg')).toBe('image/jpeg');
    expect(socialImageType('/og/photo.JPEG')).toBe('image/jpeg');
    expect(socialImageType('/og/card.png')).toBe('image/png');
  });

  it('stops the build on WebP, AVIF or a path without an extension', () => {
    expect(() => socialImageType('/images/blog/teen-acne-guide-1200.webp')).toThrow(
      'Social image "/images/blog/teen-acne-guide-1200.webp" must be a 1200x630 JPEG or PNG',
    );
    expect(() => socialImageType('/images/hero/home-1600.avif')).toThrow('must be a 1200x630 JPEG or PNG');
    expect(() => socialImageType('/og/default')).toThrow('must be a 1200x630 JPEG or PNG');
  });

  it('gives Open Graph and Twitter the same image with its type, size and alt text', () => {
    const meta = pageMetadata({
      title: 'Gallery',
      description: 'Before and after',
      path: '/gallery',
      image: '/og/card.png',
      imageAlt: 'A card',
    });
    expect(meta.openGraph?.images).toEqual([
      { url: '/og/card.png', type: 'image/png', width: 1200, height: 630, alt: 'A card' },
    ]);
    expect(meta.twitter?.images).toEqual([{ url: '/og/card.png', alt: 'A card' }]);
  });
});
