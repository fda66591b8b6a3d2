import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('writes an attempt’s amount in its currency', () => {
    expect(formatAmount({ amount: 28.8, currency: 'USD' })).toBe('$28.80');
    expect(formatAmount({ amount: 1234.5, currency: 'EUR' })).toBe('€1,234.50');
  });

  it('writes dollars, as every price of the shop, for an amount without a currency', () => {
    expect(formatAmount({ amount: 9.5 })).toBe('$9.50');
  });

  it('makes one formatter per currency, not one per amount', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      formatAmount({ amount: 1, currency: 'GBP' });
      formatAmount({ amount: 2, currency: 'GBP' });
      formatAmount({ amount: 3, currency: 'JPY' });
      formatAmount({ amount: 4, currency: 'JPY' });
      expect(made.mock.calls.map(([, options]) => options?.currency)).toEqual(['GBP', 'JPY']);
    } finally {
      made.mockRestore();
    }
  });
});
