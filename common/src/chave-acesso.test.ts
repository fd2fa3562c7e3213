import { digitoChaveAcesso, extrairChaveAcesso, formatarChaveAcesso, lerChaveAcesso } from './chave-acesso';

// An NFC-e of São Paulo (Nov/2026, CNPJ 11.222.333/0001-81, série 1, nº 123456) and an NF-e of
// Minas Gerais (Oct/2025, CNPJ 44.555.666/0001-81, série 2, nº 987); check digits computed by hand
// (weights 4,3,2,9,8,…,2 from the left; 11 − remainder, 0 for remainders 0 and 1).
const NFCE_SP = '35261111222333000181650010001234561100000004';
const NFE_MG = '31251044555666000181550020000009871200000013';

/** An independent modulo-11: the weight of each of the 43 digits written out from the left. */
function digitoReferencia(base: string): number {
  const soma = [...base].reduce((s, c, i) => s + Number(c) * (2 + ((42 - i) % 8)), 0);
  return soma % 11 < 2 ? 0 : 11 - (soma % 11);
}

describe('lerChaveAcesso', () => {
  it('reads every field of an NFC-e key (modelo 65 → cupom fiscal)', () => {
    expect(lerChaveAcesso(NFCE_SP)).toEqual({
      chave: NFCE_SP,
      codigoUf: '35',
      uf: 'SP',
      anoMes: '2026-11',
      cnpj: '11222333000181',
      modelo: '65',
      tipoFiscal: 'C',
      serie: 1,
      numero: '123456',
    });
  });

  it('reads an NF-e key (modelo 55 → nota fiscal) typed in groups with spaces', () => {
    expect(lerChaveAcesso(formatarChaveAcesso(NFE_MG))).toMatchObject({
      chave: NFE_MG,
      uf: 'MG',
      anoMes: '2025-10',
      cnpj: '44555666000181',
      modelo: '55',
      tipoFiscal: 'N',
      serie: 2,
      numero: '987',
    });
    expect(lerChaveAcesso(` ${NFE_MG.replace(/(\d{4})/g, '$1.')} `)?.chave).toBe(NFE_MG);
  });

  it.each([
    [
      'the NFC-e QR code address (p=chave|versão|ambiente|…)',
      `https://www.nfce.fazenda.sp.gov.br/NFCeConsultaPublica/Paginas/ConsultaQRCode.aspx?p=${NFCE_SP}|2|1|1|3F2A9C`,
    ],
    ['the older QR address (chNFe=)', `http://www.fazenda.mg.gov.br/nfce/qrcode?chNFe=${NFCE_SP}&nVersao=100&tpAmb=1&cDest=&dhEmi=323032`],
    ['an XML id', `NFe${NFCE_SP}`],
  ])('finds the key in %s', (_nome, texto) => {
    expect(lerChaveAcesso(texto)?.chave).toBe(NFCE_SP);
  });

  it('refuses a wrong check digit, a wrong length, an unknown modelo, state or month', () => {
    expect(lerChaveAcesso(NFCE_SP.slice(0, 43) + '5')).toBeNull();
    expect(lerChaveAcesso(NFCE_SP.slice(0, 43))).toBeNull();
    expect(lerChaveAcesso(NFCE_SP + '1')).toBeNull();
    const comDigito = (b: string) => b + digitoChaveAcesso(b);
    expect(lerChaveAcesso(comDigito('3526111122233300018157001000123456110000000'))).toBeNull(); // modelo 57 (CT-e)
    expect(lerChaveAcesso(comDigito('9926111122233300018165001000123456110000000'))).toBeNull(); // cUF 99
    expect(lerChaveAcesso(comDigito('3526131122233300018165001000123456110000000'))).toBeNull(); // month 13
    expect(lerChaveAcesso('')).toBeNull();
    expect(lerChaveAcesso(null)).toBeNull();
    expect(lerChaveAcesso('https://exemplo.com/?p=123|2')).toBeNull();
  });
});

describe('digitoChaveAcesso', () => {
  it('agrees with an independent computation on many keys', () => {
    for (let n = 0; n < 500; n++) {
      const base = ('35' + '2611' + '11222333000181' + '65' + '001' + String(n * 7919).padStart(9, '0') + '1' + String(n * 104729).padStart(8, '0')).slice(
        0,
        43,
      );
      expect(digitoChaveAcesso(base)).toBe(digitoReferencia(base));
    }
    expect(digitoChaveAcesso(NFCE_SP.slice(0, 43))).toBe(4);
    expect(digitoChaveAcesso(NFE_MG.slice(0, 43))).toBe(3);
  });
});

describe('extrairChaveAcesso', () => {
  it('does not mistake other numbers for a key', () => {
    expect(extrairChaveAcesso('123 456')).toBeNull();
    expect(extrairChaveAcesso(`${NFCE_SP}9`)).toBeNull();
  });
});
