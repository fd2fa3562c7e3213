import { AtorUsuario } from '../../core/context';
import { OpcoesLista } from '../../core/listagem';
import { PERMISSOES_CONCEDIVEIS } from '@sw/common';

/** The Administradores list: sortable fields (as the caller names them) → SQL on alias u. */
export const OPCOES_LISTA_USUARIOS: OpcoesLista = {
  ordenaveis: { nome: 'lower(u.nome)', cpf: 'u.cpf', email: 'lower(u.email)', permissao: 'u.permissao', ativo: 'u.ativo', criadoEm: 'u.criado_em' },
  padrao: { campo: 'nome', direcao: 'ASC' },
};

/**
 * Which panel users an actor may see and manage, as a SQL condition on alias u (parameters named
 * with the `escopo` prefix). The grant table decides: a user can be managed by whoever could have
 * created them — role 2 reaches everyone, role 1 everyone but role 2. An actor limited to some
 * networks (idRedesPermitidas) reaches only users limited to those networks or fewer; an
 * unrestricted user would otherwise gain nothing from the creator's limit.
 */
export function escopoDeUsuarios(ator: AtorUsuario): { condicao: string; parametros: Record<string, unknown> } {
  const partes = ['u.permissao = ANY(:escopoPapeis)'];
  const parametros: Record<string, unknown> = { escopoPapeis: PERMISSOES_CONCEDIVEIS[ator.permissao] ?? [] };
  if (ator.idRedesPermitidas?.length) {
    partes.push('cardinality(u.id_redes_permitidas) > 0 AND u.id_redes_permitidas <@ :escopoRedes::int[]');
    parametros.escopoRedes = ator.idRedesPermitidas;
  }
  return { condicao: partes.join(' AND '), parametros };
}
