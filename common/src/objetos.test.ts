import { chavePropria, pontosDaIndicacao, tituloDoLog, valorProprio } from './index';

describe('chaves próprias', () => {
  const tabela: Record<string, number> = { nome: 1, valor: 2 };
  const herdadas = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'];

  it("an inherited name is never one of the table's keys", () => {
    for (const h of herdadas) {
      expect(chavePropria(tabela, h)).toBe(false);
      expect(valorProprio(tabela, h)).toBeUndefined();
    }
    expect(chavePropria(tabela, 'nome')).toBe(true);
    expect(valorProprio(tabela, 'valor')).toBe(2);
    expect(chavePropria(tabela, ['nome'])).toBe(false);
    expect(chavePropria(tabela, undefined)).toBe(false);
  });

  it('log titles and referral points read own keys only', () => {
    for (const h of herdadas) {
      expect(tituloDoLog(h)).toBe(h);
      expect(pontosDaIndicacao(h)).toBe(0);
    }
    expect(pontosDaIndicacao('Indicado por Cadastro')).toBe(500);
  });
});
