import { isUsableHeroImage } from '@/lib/browser/hero-image';
import { expectVerdicts } from '../__fixtures__/expect-results';

describe('isUsableHeroImage', () => {
  it('accepts https and inline images only', () => {
    expectVerdicts(isUsableHeroImage, {
      accepted: ['https://picsum.photos/1024/768?random=1', 'data:image/png;base64,iVBORw0KGgo='],
      refused: ['javascript:alert(1)', 'http://example.com/x.png', 'data:text/html;base64,PGI+', null],
    });
  });
});
