import { formatarPontos } from '@sw/common';
import { numeroDinheiro, numeroPontos, somarPontos, textoDinheiro, textoPontosDecimais } from './dinheiro';

// Intl separates "R$" from the amount with a no-break space.
const r$ = (texto: string) => texto.replace(/\u00a0/g, ' ');

describe('money from the API as text', () => {
  it('shows the decimal text in pt-BR, exactly', () => {
    expect(r$(textoDinheiro('1234.50'))).toBe('R$ 1.234,50');
    expect(r$(textoDinheiro('12345678901234.55'))).toBe('R$ 12.345.678.901.234,55');
    expect(r$(textoDinheiro('-3.10'))).toBe('-R$ 3,10');
    expect(r$(textoDinheiro(null))).toBe('R$ 0,00');
    expect(r$(textoDinheiro(0.1 + 0.2))).toBe('R$ 0,30');
  });

  it('the point value keeps up to 4 decimals', () => {
    expect(r$(textoDinheiro('0.0450', 4))).toBe('R$ 0,045');
    expect(r$(textoDinheiro('0.0500', 4))).toBe('R$ 0,05');
  });

  it('a number only where one is needed', () => {
    expect(numeroDinheiro('1234.50')).toBe(1234.5);
    expect(numeroDinheiro(undefined)).toBe(0);
    expect(numeroDinheiro('x')).toBe(0);
  });
});

describe('points from the API as text', () => {
  it('shows whole points grouped by thousands, from text or a number', () => {
    expect(formatarPontos('12345.75')).toBe('12.345');
    expect(formatarPontos('-1000.00')).toBe('-1.000');
    expect(formatarPontos(0.1 + 0.2)).toBe('0');
    expect(formatarPontos(null)).toBe('0');
  });

  it('with their centésimos where a screen shows them, exactly', () => {
    expect(textoPontosDecimais('3.50')).toBe('3,5');
    expect(textoPontosDecimais('1234.25')).toBe('1.234,25');
    expect(textoPontosDecimais('-12.00')).toBe('-12');
    expect(textoPontosDecimais('12345678901234.55')).toBe('12.345.678.901.234,55');
    expect(textoPontosDecimais(0.1 + 0.2)).toBe('0,3');
  });

  it('sums exactly, in centésimos', () => {
    expect(somarPontos(['33.33', '66.67'])).toBe('100.00');
    // A float sum is just below 1 here, and whole points would truncate it to 0.
    expect(0.7 + 0.2 + 0.1).toBeLessThan(1);
    expect(somarPontos([0.7, '0.20', 0.1])).toBe('1.00');
    expect(somarPontos(['-5.25', 2, null])).toBe('-3.25');
    expect(somarPontos([])).toBe('0.00');
  });

  it('a number only where one is needed', () => {
    expect(numeroPontos('1500.25')).toBe(1500.25);
    expect(numeroPontos(30)).toBe(30);
    expect(numeroPontos(undefined)).toBe(0);
    expect(numeroPontos('abc')).toBe(0);
  });
});
