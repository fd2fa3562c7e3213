import { criarParceiro } from '../testes/dados';
import { itensMenuMembro, podeEnviarNota } from './itensMenu';

describe('member menu', () => {
  const comTipo = (tipoPontuacao: number | null) => {
    const parceiro = criarParceiro();
    return { revenda: tipoPontuacao === null ? null : { ...parceiro.revenda!, tipoPontuacao } };
  };

  it.each([
    [1, true],
    [2, true],
    [0, false],
    [3, false],
    [null, false],
  ])('tipoPontuacao %s allows sending receipts: %s', (tipo, esperado) => {
    expect(podeEnviarNota(comTipo(tipo))).toBe(esperado);
    expect(itensMenuMembro(comTipo(tipo)).some((item) => item.destino === '/enviar-pontuacao')).toBe(esperado);
  });
});
