import { MENSAGENS } from './mensagens';
import { chaveItemPesquisa, lerItemPesquisa, problemaAoAdicionarItem, problemaDaListaPesquisa, somarQuantidadesPesquisa, type ItemPesquisa } from './pesquisas';

const item = (produto: string, qtde = 1, marca: string | null = null): ItemPesquisa => ({ marca, produto, qtde, valorUnitario: 10 });

describe('market research rows', () => {
  it('reads a row typed either way and cleans it', () => {
    expect(lerItemPesquisa({ marca: '  TintaMax ', produto: 'Acrílico   Fosco', qtde: '3', valorUnitario: '12,345' }, 'concorrentes')).toEqual({
      item: { marca: 'TintaMax', produto: 'Acrílico Fosco', qtde: 3, valorUnitario: 12.35 },
    });
    expect(lerItemPesquisa({ produto: 'Látex', qtde: 2, valorUnitario: 0 }, 'maisVendidos')).toEqual({
      item: { marca: null, produto: 'Látex', qtde: 2, valorUnitario: 0 },
    });
  });

  it.each([
    [{ qtde: 1, valorUnitario: 1 }],
    [{ produto: 'x', valorUnitario: 1 }],
    [{ produto: 'x', qtde: 0, valorUnitario: 1 }],
    [{ produto: 'x', qtde: 1.5, valorUnitario: 1 }],
    [{ produto: 'x', qtde: 1 }],
    [{ produto: 'x', qtde: 1, valorUnitario: -1 }],
    [{ produto: 'x', qtde: 1, valorUnitario: 'abc' }],
    [null],
  ])('needs product, a whole quantity above zero and a unit value: %j', (entrada) => {
    expect(lerItemPesquisa(entrada, 'maisVendidos')).toEqual({ erro: MENSAGENS.informeItemPesquisa });
  });

  it('competitor rows need the brand', () => {
    expect(lerItemPesquisa({ produto: 'x', qtde: 1, valorUnitario: 1 }, 'concorrentes')).toEqual({ erro: MENSAGENS.informeMarcaConcorrente });
  });

  it('refuses the same brand and product (ignoring case, accents and spaces) and a sixth row', () => {
    const lista = [item('Acrílico Fosco', 1, 'TintaMax')];
    expect(chaveItemPesquisa({ marca: 'tintamax', produto: ' acrilico  fosco' })).toBe(chaveItemPesquisa(lista[0]));
    expect(problemaAoAdicionarItem(item('ACRILICO FOSCO', 2, 'Tintamax'), lista)).toBe(MENSAGENS.produtoMesmaMarca);
    expect(problemaAoAdicionarItem(item('Acrílico Fosco', 2, 'Outra'), lista)).toBeNull();
    const cinco = [1, 2, 3, 4, 5].map((k) => item(`P${k}`));
    expect(problemaAoAdicionarItem(item('P6'), cinco)).toBe(MENSAGENS.limiteItensPesquisa(5));
  });

  it('a list is complete with five rows, and the total is the sum of the quantities', () => {
    expect(problemaDaListaPesquisa([], 'maisVendidos')).toBe('Adicione 5 produtos mais vendidos');
    expect(problemaDaListaPesquisa([item('a')], 'concorrentes')).toBe('Adicione 5 produtos concorrentes mais vendidos');
    const cinco = [1, 2, 3, 4, 5].map((k) => item(`P${k}`, k));
    expect(problemaDaListaPesquisa(cinco, 'concorrentes')).toBeNull();
    expect(somarQuantidadesPesquisa(cinco)).toBe(15);
  });
});
