import { documentoCsv, numeroCsv, textoCelulaCsv } from './formatos';

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
