import { codigoBarrasValido, LAYOUT_CSV_PRODUTOS, lerDecimalBr, modeloCsv } from './produtos';

describe('lerDecimalBr', () => {
  it.each([
    ['12,50', 12.5],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['R$ 489,90', 489.9],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['12.5', 12.5],
    ['1,234.50', 1234.5],
    ['0', 0],
    ['-3,5', -3.5],
    [' 7 ', 7],
    [42, 42],
  ])('%p → %p', (entrada, esperado) => {
    expect(lerDecimalBr(entrada)).toBe(esperado);
  });

  it.each([['abc'], [''], ['1,2,3'], ['12,5.0'], ['1.2.3'], ['12a'], [null], [undefined], [Number.NaN], ['.'], [',']])('%p is not a number', (entrada) => {
    expect(lerDecimalBr(entrada)).toBeNull();
  });
});

describe('codigoBarrasValido', () => {
  it('accepts EAN-13, UPC-A and EAN-8 with the right check digit', () => {
    expect(codigoBarrasValido('7891234500014')).toBe(true);
    expect(codigoBarrasValido('036000291452')).toBe(true);
    expect(codigoBarrasValido('96385074')).toBe(true);
  });
  it('refuses wrong check digits, lengths and letters', () => {
    expect(codigoBarrasValido('7891234500015')).toBe(false);
    expect(codigoBarrasValido('12345')).toBe(false);
    expect(codigoBarrasValido('78912345000AB')).toBe(false);
  });
});

it('the template carries the header and an example line', () => {
  expect(modeloCsv(LAYOUT_CSV_PRODUTOS).split('\r\n')[0]).toBe('codigo;nome;valorUnitario;valorPontos;codigoBarras');
});
