import { OPERACOES, Operacao, Papel, PARCEIRO } from './permissoes';

/** Access rules that sit on top of the permission matrix: sign-in operations and the regulation gate. */

/**
 * Operations that hand out or recover a session (sign-in of both audiences, social sign-in, password
 * recovery). They never read the caller, so the Authorization header is ignored there: a stale token
 * a browser still keeps never stops its owner from signing in again. Anywhere else a token that is not
 * a live session is a 401 (docs/decisoes.md, "Token recusado").
 */
export const OPERACOES_DE_ENTRADA: ReadonlySet<Operacao> = new Set<Operacao>([
  'sessao.usuario.entrar',
  'sessao.parceiro.entrar',
  'sessao.parceiro.recuperarSenha',
]);

/**
 * What a member may do before accepting the regulation (spec 3 §2.7): read, sign out and accept it.
 * Every other operation open to members changes something (redeem, send receipts, edit the profile,
 * ask for a card, write to support...) and answers 403 until the member accepts. Declared as the
 * allowed list, so a member operation added later is held back until someone decides otherwise.
 */
export const LIBERADAS_SEM_REGULAMENTO: ReadonlySet<Operacao> = new Set<Operacao>([
  'sessao.sair',
  'parceiro.regulamento.aceitar',
  'parceiro.eu.ver',
  'produtos.consultarCodigo',
  'pontos.saldo',
  'pontos.extrato',
  'premios.listar',
  'resgates.listar',
  'resgates.meus',
  'resgates.regras',
  'cartoes.meu',
  'historico.compras.consultar',
  'pontuacoes.listar',
  'pontuacoes.membro.extrato',
  'pontuacoes.plataforma.minhas',
  'ofertas.catalogo',
  'midias.listar',
  'midias.minhas',
  'banners.intervalo',
  // Reads the member's referral code (drawn on first read) and referrals.
  'indicacoes.minhas',
  'produtosRevenda.daMinhaLoja',
  'produtosRevenda.consultar',
  // The regulation page reads the member's store before the member accepts (spec 3 §2.7, §7).
  'revendas.daMinhaLoja',
  'revendas.consultarCnpj',
]);

/** Whether a member must have accepted the regulation to call this operation. */
export function exigeRegulamento(operacao: Operacao): boolean {
  return (OPERACOES[operacao] as readonly Papel[]).includes(PARCEIRO) && !LIBERADAS_SEM_REGULAMENTO.has(operacao);
}
