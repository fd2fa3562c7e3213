import { CHAVE_SESSAO } from '@sw/common';
import type { SessaoLoja, SessaoPainel } from './session';

type Modulo = typeof import('./session');

/** A fresh copy of the module, as a new page load would get. */
function carregar(): Modulo {
  let modulo!: Modulo;
  jest.isolateModules(() => {
    modulo = jest.requireActual<Modulo>('./session');
  });
  return modulo;
}

const painel: SessaoPainel = {
  token: 'tok-painel',
  usuario: { id: '1', nome: 'Ana Souza', cpf: '30000000388', email: 'ana@sw.com.br', permissao: 2, idRevendasPermitidas: null, idRedesPermitidas: null },
  redesAntifraude: [{ id: '7', nome: 'Rede Norte' }],
};

const loja: SessaoLoja = {
  token: 'tok-loja',
  parceiro: {
    id: '9',
    nome: 'Bruno Lima',
    cpf: '70000000744',
    saldoPontos: '3200.00',
    totalPontos: '5000.50',
    aceitouRegulamento: true,
    ativo: true,
    revenda: { id: '3', cnpj: '11222333000181', nomeFantasia: 'Tintas Centro', tipoPontuacao: 1, resgateLiberado: true },
  },
};

beforeEach(() => localStorage.clear());

describe('sessão', () => {
  it('starts signed out and sends an empty authorization', () => {
    const s = carregar();
    expect(s.obterSessao()).toEqual({ painel: null, loja: null });
    expect(s.cabecalhoAutorizacao()).toBe('|');
  });

  it('persists both sides and restores them on the next load, rebuilding the header from both tokens', () => {
    const s = carregar();
    s.entrarPainel(painel);
    expect(s.cabecalhoAutorizacao()).toBe('|tok-painel');
    s.entrarLoja(loja);
    expect(s.cabecalhoAutorizacao()).toBe('tok-loja|tok-painel');

    const gravado = JSON.parse(localStorage.getItem(CHAVE_SESSAO)!);
    expect(Object.keys(gravado).sort()).toEqual(['loja', 'painel']);
    expect(gravado.painel.usuario.nome).toBe('Ana Souza');

    const depois = carregar();
    expect(depois.obterSessao().painel).toEqual(painel);
    expect(depois.obterSessao().loja).toEqual(loja);
    expect(depois.cabecalhoAutorizacao()).toBe('tok-loja|tok-painel');
  });

  it('keeps the other side when one side signs out, and clears storage when both do', () => {
    const s = carregar();
    s.entrarPainel(painel);
    s.entrarLoja(loja);
    s.sairPainel();
    expect(s.cabecalhoAutorizacao()).toBe('tok-loja|');
    expect(carregar().obterSessao()).toEqual({ painel: null, loja });
    s.sairLoja();
    expect(localStorage.getItem(CHAVE_SESSAO)).toBeNull();
  });

  it('sairTudo signs out both sides', () => {
    const s = carregar();
    s.entrarPainel(painel);
    s.entrarLoja(loja);
    s.sairTudo();
    expect(s.obterSessao()).toEqual({ painel: null, loja: null });
    expect(localStorage.getItem(CHAVE_SESSAO)).toBeNull();
  });

  it('merges updates into the stored user and partner and tells the listeners', () => {
    const s = carregar();
    const ouvinte = jest.fn();
    const parar = s.assinarSessao(ouvinte);
    s.entrarPainel(painel);
    s.entrarLoja(loja);
    s.atualizarUsuario({ nome: 'Ana Paula' });
    s.atualizarParceiro({ saldoPontos: '100.00' });
    expect(s.obterSessao().painel!.usuario).toEqual({ ...painel.usuario, nome: 'Ana Paula' });
    expect(s.obterSessao().loja!.parceiro.saldoPontos).toBe('100.00');
    expect(ouvinte).toHaveBeenCalledTimes(4);
    expect(carregar().obterSessao().painel!.usuario.nome).toBe('Ana Paula');
    parar();
    s.sairTudo();
    expect(ouvinte).toHaveBeenCalledTimes(4);
  });

  it('ignores a corrupt or partial stored value', () => {
    localStorage.setItem(CHAVE_SESSAO, '{not json');
    expect(carregar().obterSessao()).toEqual({ painel: null, loja: null });
    localStorage.setItem(CHAVE_SESSAO, JSON.stringify({ painel: { token: '', usuario: {} }, loja: { token: 'x' } }));
    expect(carregar().obterSessao()).toEqual({ painel: null, loja: null });
  });

  it('reads a session saved when ids and points were numbers, with both as text', () => {
    const antigo = {
      painel: { ...painel, redesAntifraude: [{ id: 7, nome: 'Rede Norte' }] },
      loja: { ...loja, parceiro: { ...loja.parceiro, id: 9, saldoPontos: 3200, totalPontos: 5000.5, revenda: { ...loja.parceiro.revenda, id: 3 } } },
    };
    localStorage.setItem(CHAVE_SESSAO, JSON.stringify(antigo));
    const s = carregar().obterSessao();
    expect(s.painel?.redesAntifraude).toEqual([{ id: '7', nome: 'Rede Norte' }]);
    expect(s.loja?.parceiro.id).toBe('9');
    expect(s.loja?.parceiro.revenda?.id).toBe('3');
    expect([s.loja?.parceiro.saldoPontos, s.loja?.parceiro.totalPontos]).toEqual(['3200.00', '5000.50']);
    expect(s.loja?.token).toBe('tok-loja');
  });

  it('does not store busy flags or anything beyond auth, user and partner', () => {
    const s = carregar();
    s.entrarPainel({ ...painel, autenticando: true } as SessaoPainel & { autenticando: boolean });
    const gravado = JSON.parse(localStorage.getItem(CHAVE_SESSAO)!);
    expect(Object.keys(gravado.painel).sort()).toEqual(['redesAntifraude', 'token', 'usuario']);
    expect(gravado.loja).toBeNull();
  });
});
