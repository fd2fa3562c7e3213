import { casasDecimais, decimalExato } from './dinheiro';

describe('decimalExato: money as exact decimal text', () => {
  it('keeps the cents of PostgreSQL numeric text, however large', () => {
    expect(decimalExato('1234.5')).toBe('1234.50');
    expect(decimalExato('12345678901234.55')).toBe('12345678901234.55');
    expect(decimalExato('0.00')).toBe('0.00');
    expect(decimalExato('-3.10')).toBe('-3.10');
    expect(decimalExato('1234.5678', 4)).toBe('1234.5678');
  });

  it('rounds half away from zero on the digits, not through a float', () => {
    expect(decimalExato('2.675')).toBe('2.68');
    expect(decimalExato('2.674999')).toBe('2.67');
    expect(decimalExato('9.995')).toBe('10.00');
    expect(decimalExato('-0.004')).toBe('0.00');
    expect(decimalExato('123.4566666666666667')).toBe('123.46');
  });

  it('reads JS numbers by their shortest text, BigInt and exponents', () => {
    expect(decimalExato(0.1 + 0.2)).toBe('0.30');
    expect(decimalExato(1234.5)).toBe('1234.50');
    expect(decimalExato(10n)).toBe('10.00');
    expect(decimalExato(1e21)).toBe('1000000000000000000000.00');
    expect(decimalExato(1.5e-7, 4)).toBe('0.0000');
    expect(decimalExato(0.025, 4)).toBe('0.0250');
  });

  it('is null for what is not a number', () => {
    expect(decimalExato('abc')).toBeNull();
    expect(decimalExato('')).toBeNull();
    expect(decimalExato('1,50')).toBeNull();
    expect(decimalExato(Number.NaN)).toBeNull();
    expect(decimalExato(null)).toBeNull();
  });

  it('counts the decimals an input carries', () => {
    expect(casasDecimais('1234.50')).toBe(1);
    expect(casasDecimais('1.234')).toBe(3);
    expect(casasDecimais(0.1 + 0.2)).toBe(17);
    expect(casasDecimais(12)).toBe(0);
    expect(casasDecimais('x')).toBeNull();
  });
});
