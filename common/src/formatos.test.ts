import { numeroCsv } from './formatos';

describe('numeroCsv: the one number format of every CSV file', () => {
  it('decimal comma, no thousands separator, at most two decimals', () => {
    expect(numeroCsv(1234.56)).toBe('1234,56');
    expect(numeroCsv(1234567.5)).toBe('1234567,5');
    expect(numeroCsv(9000)).toBe('9000');
    expect(numeroCsv(-2.5)).toBe('-2,5');
    expect(numeroCsv(0.1 + 0.2)).toBe('0,3');
    expect(numeroCsv(10.005)).toMatch(/^10,0[01]$/);
  });

  it('never an exponent, never -0, nothing for NaN or infinities', () => {
    expect(numeroCsv(1e21)).toBe('1000000000000000000000');
    expect(numeroCsv(1e-7)).toBe('0');
    expect(numeroCsv(-0)).toBe('0');
    expect(numeroCsv(-0.001)).toBe('0');
    expect(numeroCsv(Number.NaN)).toBe('');
    expect(numeroCsv(Number.POSITIVE_INFINITY)).toBe('');
  });
});
