import { cpfValido, cnpjValido, formatarCpf, formatarCnpj, telefoneValido, somenteDigitos, formatarTelefone } from './documentos';

describe('CPF', () => {
  it.each([
    '100.000.001-08',
    '200.000.002-99',
    '300.000.003-88',
    '400.000.004-77',
    '500.000.005-66',
    '600.000.006-55',
    '700.000.007-44',
    '800.000.008-33',
    '52998224725',
  ])('accepts %s', (cpf) => expect(cpfValido(cpf)).toBe(true));
  it.each(['111.111.111-11', '123.456.789-00', '5299822472', '', 'abc', '529.982.247-26'])('refuses %s', (cpf) => expect(cpfValido(cpf)).toBe(false));
  it('masks digits', () => expect(formatarCpf('52998224725')).toBe('529.982.247-25'));
});

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '44.555.666/0001-81'])('accepts %s', (c) => expect(cnpjValido(c)).toBe(true));
  it.each(['11.222.333/0001-82', '00000000000000', '1122233300018'])('refuses %s', (c) => expect(cnpjValido(c)).toBe(false));
  it('masks digits', () => expect(formatarCnpj('11222333000181')).toBe('11.222.333/0001-81'));
});

describe('phones', () => {
  it('needs at least 10 digits', () => {
    expect(telefoneValido('(11) 3333-444')).toBe(false);
    expect(telefoneValido('(11) 3333-4444')).toBe(true);
    expect(telefoneValido('(11) 99999-4444')).toBe(true);
  });
  it('masks landline and mobile', () => {
    expect(formatarTelefone('1133334444')).toBe('(11) 3333-4444');
    expect(formatarTelefone('11999994444')).toBe('(11) 99999-4444');
  });
  it('keeps digits only', () => expect(somenteDigitos('(11) 9.9')).toBe('1199'));
});
