import { brandName } from '../brands/brand-definitions';
import { hasPageMeta, pageMeta } from './page-meta';

const names = (word: string, brand: Parameters<typeof brandName>[0] = 'cele') => ({
  brandName: brandName(brand, word),
  productWord: word,
});

describe('pageMeta', () => {
  it('titles a page "<page> | <brand>" and fills in the product word', () => {
    expect(pageMeta('cele', 'consult', names('hydro'))).toEqual({
      title: 'Book a consult | Hydrocele',
      description: 'Book a consult with a hydrocele specialist.',
    });
  });

  it('titles homes, and pages it does not list, with the brand’s name and tagline', () => {
    expect(pageMeta('stud', 'home', names('varico', 'stud'))).toEqual({
      title: 'Stud',
      description: 'Stud: supportive underwear for everyday comfort.',
    });
    expect(pageMeta('stud', 'shop', names('varico', 'stud'))).toEqual(
      pageMeta('stud', 'home', names('varico', 'stud')),
    );
    expect([hasPageMeta('terms'), hasPageMeta('shop'), hasPageMeta('toString')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
