import { documentoCsv, formatarPontos, numeroCsv, textoCelulaCsv } from './formatos';

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

describe('documentoCsv / textoCelulaCsv: one CSV rule for the gateway and the screens', () => {
  it('BOM, semicolons, CRLF; numbers with a decimal comma; quotes only where needed', () => {
    const arquivo = documentoCsv(
      ['Código', 'Produto', 'Pontos'],
      [
        ['SW-1', 'Tinta; 18L', 1234.5],
        ['SW-2', 'Rolo "anti-respingo"', 1200],
      ],
    );
    expect(arquivo).toBe('\uFEFFCódigo;Produto;Pontos\r\nSW-1;"Tinta; 18L";1234,5\r\nSW-2;"Rolo ""anti-respingo""";1200\r\n');
  });

  it('makes formulas inert and spells the other kinds', () => {
    expect(textoCelulaCsv('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(textoCelulaCsv(' +1')).toBe("' +1");
    expect(textoCelulaCsv('-10')).toBe("'-10");
    expect(textoCelulaCsv(-10)).toBe('-10');
    expect(textoCelulaCsv(null)).toBe('');
    expect(textoCelulaCsv(true)).toBe('Sim');
    expect(textoCelulaCsv(false)).toBe('Não');
    expect(textoCelulaCsv(12n)).toBe('12');
  });
});

describe('formatarPontos: whole points grouped by thousands, as Intl writes them in pt-BR', () => {
  const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

  it('writes what Intl writes for whole, fractional, negative, textual and missing values', () => {
    const valores = [0, 7, 999, 1000, 1234, 12345, 999999, 1000000, 1234567.89, -1, -1000, -987654.3, 3270.999, Number.MAX_SAFE_INTEGER];
    for (const v of valores) expect(formatarPontos(v)).toBe(intl.format(Math.trunc(v)));
    expect(formatarPontos('12345')).toBe('12.345');
    expect(formatarPontos(null)).toBe('0');
    expect(formatarPontos(undefined)).toBe('0');
  });

  it('leaves the values outside safe integers to Intl', () => {
    expect(formatarPontos(-0.4)).toBe(intl.format(-0));
    expect(formatarPontos(1e21)).toBe(intl.format(1e21));
    expect(formatarPontos('abc')).toBe(intl.format(Number.NaN));
  });
});
