import { menuDoPapel, papeisDaRota } from './menu';
import { Permissao, podeExecutar, rotaInicialDoPainel } from './permissoes';
import { problemaDaSenha } from './mensagens';
import { lerAutorizacao, montarAutorizacao } from './constantes';

const caminhos = (p: Permissao) => menuDoPapel(p).flatMap((i) => [i.path, ...(i.itens ?? []).map((s) => i.path + s.path)]);

describe('side menu', () => {
  it('role 0 sees no /cadastrar group', () => {
    expect(caminhos(0).some((c) => c.startsWith('/cadastrar'))).toBe(false);
  });
  it('a sub-item needs both its group role and its own', () => {
    expect(caminhos(5)).toContain('/cadastrar/parceiro');
    expect(caminhos(5)).not.toContain('/cadastrar/administrador');
    expect(caminhos(1)).toContain('/cadastrar/administrador');
    expect(caminhos(5)).not.toContain('/processar/pontos');
    expect(caminhos(0)).toContain('/processar/pontos');
  });
  it('role 4 sees resgates and vendedores only', () => {
    expect(caminhos(4)).toEqual(['/resgates', '/vendedores']);
  });
  it('role 2 alone sees premios and logs', () => {
    for (const p of [0, 1, 3, 4, 5] as Permissao[]) expect(caminhos(p)).not.toContain('/logs');
    expect(caminhos(2)).toEqual(expect.arrayContaining(['/premios', '/logs']));
  });
  it('routes inherit the roles of their menu entry', () => {
    expect(papeisDaRota('/dashboard')).not.toContain(4);
    expect(papeisDaRota('/cadastrar/administrador')).toEqual([1, 2]);
    expect(papeisDaRota('/revenda/11222333000181')).toEqual([0, 1, 2, 3, 5]);
    expect(papeisDaRota('/perfil')).toContain(4);
    expect(papeisDaRota('/nada')).toBeNull();
  });
  it('role 4 lands on resgates', () => {
    expect(rotaInicialDoPainel(4)).toBe('/painel/resgates');
    expect(rotaInicialDoPainel(2)).toBe('/painel/dashboard');
  });
});

describe('operations', () => {
  it('members cannot reach staff operations', () => {
    expect(podeExecutar('dashboard.ver', 'parceiro')).toBe(false);
    expect(podeExecutar('parceiro.eu.editar', 'parceiro')).toBe(true);
    expect(podeExecutar('dashboard.ver', null)).toBe(false);
    expect(podeExecutar('sessao.usuario.entrar', null)).toBe(true);
  });
});

describe('passwords', () => {
  it('follows the length and blocklist rules', () => {
    expect(problemaDaSenha('curta')).toMatch(/8 caracteres/);
    expect(problemaDaSenha('x'.repeat(129))).toMatch(/128/);
    expect(problemaDaSenha('12345678')).toMatch(/comum/);
    expect(problemaDaSenha('52998224725', '52998224725')).toMatch(/CPF/);
    expect(problemaDaSenha('Demo@2026')).toBeNull();
    expect(problemaDaSenha('frase longa sem regras')).toBeNull();
  });
});

describe('authorization header', () => {
  it('round-trips both halves', () => {
    expect(lerAutorizacao(montarAutorizacao('a', 'b'))).toEqual({ tokenLoja: 'a', tokenPainel: 'b' });
    expect(lerAutorizacao('|b')).toEqual({ tokenLoja: null, tokenPainel: 'b' });
    expect(lerAutorizacao('a|')).toEqual({ tokenLoja: 'a', tokenPainel: null });
    expect(lerAutorizacao(undefined)).toEqual({ tokenLoja: null, tokenPainel: null });
  });
});
