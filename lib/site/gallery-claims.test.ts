/**
 * The rule on fixture descriptions, and the gallery's own description against the gallery setting, whichever it is:
 * illustrations are never called photos, the studio's own photos are.
 */
import type { galleryMeta as GalleryMeta } from '@/content/pages/gallery';
import { photoClaim } from './gallery-claims';

describe('photoClaim', () => {
  it('names a description that calls before-and-after images photos, in either language', () => {
    expect(
      photoClaim(
        'Before and after photos of facials, Botox and lip filler from our El Paso studio. Individual results vary.',
      ),
    ).toBe('Before and after photos of facials, Botox and');
    expect(photoClaim('Fotos de antes y después de faciales y Botox de nuestro estudio en El Paso.')).toBe(
      'Fotos de antes y después',
    );
    expect(photoClaim('Our gallery: real photographs of every treatment.')).toBe(
      'Our gallery: real photographs of every treatment.',
    );
  });

  it('lets through images said not to be photos, and photos that are not about the gallery', () => {
    expect(
      photoClaim(
        'Before and after illustrations of facials and Botox: what treatments aim for, not photos of our clients.',
      ),
    ).toBeUndefined();
    expect(
      photoClaim('Ilustraciones de antes y después de faciales; no son fotos de nuestros clientes.'),
    ).toBeUndefined();
    expect(photoClaim('How we take progress photos at your visit, with your consent.')).toBeUndefined();
  });
});

describe("the gallery's description", () => {
  /** content/pages/gallery.ts's meta, loaded with the gallery set to show `images`. */
  async function metaWith(images: 'illustrations' | 'client-photos'): Promise<typeof GalleryMeta> {
    let meta: typeof GalleryMeta | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/content/gallery', () => ({
        ...jest.requireActual('@/content/gallery'),
        gallerySettings: { images },
      }));
      meta = (await import('@/content/pages/gallery')).galleryMeta;
    });
    jest.dontMock('@/content/gallery');
    return meta!;
  }

  it('says illustrations, not photos, while the gallery shows illustrations', async () => {
    const meta = await metaWith('illustrations');
    expect([photoClaim(meta.en.description), photoClaim(meta.es!.description)]).toEqual([undefined, undefined]);
  });

  it('calls them photos once they are the studio’s own', async () => {
    const meta = await metaWith('client-photos');
    expect(photoClaim(meta.en.description)).toBeDefined();
    expect(photoClaim(meta.es!.description)).toBeDefined();
  });
});
