import { MENSAGENS, MENSAGENS_CONTAS as M, problemaDaSenha, somenteDigitos } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida, naoAutenticado } from '../../core/errors';
import { gerarHashSenha } from '../../core/senhas';
import { conferirSenhaAtual } from '../sessoes/tentativas.service';
import { registrarLog } from '../auditoria/auditoria.service';
import { Parceiro } from '../parceiros/parceiro.entity';
import { ParceiroDTO, parceiroDTO } from '../parceiros/parceiro.types';
import { camposDoFormulario, DadosParceiro, lerDadosParceiro } from '../parceiros/parceiros.esquemas';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * The member edits their own profile (PUT /api/parceiros without id; spec 3 §2.16, §5). Only the
 * form's personal fields change. Balance, store, status, referral data and the like belong to the
 * ledger and to staff: a body carrying any of them is refused whole (no mass assignment), and the
 * CPF, the member's identity, cannot change here.
 */

export const CAMPOS_PROTEGIDOS = [
  'id',
  'saldoPontos',
  'totalPontos',
  'ativo',
  'cnpjRevenda',
  'idRevenda',
  'revendaId',
  'revenda',
  'permissao',
  'idIndicacao',
  'googleAuthId',
  'quemIndicou',
  'aceitouRegulamento',
  'ultimaPontuacao',
  'ultimoAcessoEm',
  'cartao',
  'tipoPontuacaoRevenda',
  'senhaHash',
];

const preenchida = (v: unknown): v is string => typeof v === 'string' && v !== '';

function comoDados(p: Parceiro & { revenda?: { cnpj: string } }): DadosParceiro {
  return {
    cnpjRevenda: p.revenda!.cnpj,
    nome: p.nome,
    cpf: p.cpf,
    email: p.email,
    celular: p.celular ?? '',
    telefone: p.telefone,
    dataNascimento: p.dataNascimento ?? '',
    sexo: (p.sexo ?? '') as 'F' | 'M',
    endCep: p.endCep ?? '',
    endRua: p.endRua ?? '',
    endNumero: p.endNumero ?? '',
    endComplemento: p.endComplemento,
    endBairro: p.endBairro ?? '',
    endCidade: p.endCidade ?? '',
    endEstado: p.endEstado ?? '',
    hobby: p.hobby,
  };
}

export async function atualizarPerfil(ctx: RequestContext, entrada: Record<string, unknown>): Promise<ParceiroDTO> {
  const eu = ctx.parceiro;
  if (!eu) throw naoAutenticado();
  const proibidos = CAMPOS_PROTEGIDOS.filter((k) => k in entrada);
  const atual = await ctx.manager
    .createQueryBuilder(Parceiro, 'p')
    .addSelect('p.senhaHash')
    .leftJoinAndSelect('p.revenda', 'r')
    .where('p.id = :id', { id: eu.id })
    .getOne();
  if (!atual) throw naoAutenticado();
  if ('cpf' in entrada && somenteDigitos(String(entrada.cpf ?? '')) !== atual.cpf) proibidos.push('cpf');
  if (proibidos.length) throw entradaInvalida(M.camposNaoEditaveis(proibidos));
  // Nothing of the profile form (nor a new password): an unknown field is refused, not silently ignored.
  if (!camposDoFormulario(entrada).length && !('senha' in entrada)) throw entradaInvalida(MENSAGENS.informeDadosAtualizar);

  const dados = lerDadosParceiro({ ...entrada, cnpjRevenda: atual.revenda!.cnpj, cpf: atual.cpf }, comoDados(atual));
  // Blank password fields leave the password as it is.
  let senhaHash: string | null = null;
  if (preenchida(entrada.senha)) {
    if (!preenchida(entrada.senhaAntiga)) throw entradaInvalida(M.informeSenhaAtual);
    if ('confirmarSenha' in entrada && entrada.confirmarSenha !== entrada.senha) throw entradaInvalida(MENSAGENS.senhasNaoConferem);
    const problema = problemaDaSenha(entrada.senha, atual.cpf);
    if (problema) throw entradaInvalida(problema);
    await conferirSenhaAtual(ctx, 'parceiro', atual.cpf, atual.senhaHash, String(entrada.senhaAntiga));
    senhaHash = await gerarHashSenha(entrada.senha);
  }

  return emTransacao(ctx, async (tx) => {
    const { cnpjRevenda: _loja, cpf: _cpf, ...campos } = dados;
    const antes = comoDados(atual) as unknown as Record<string, unknown>;
    const alterados = Object.keys(campos).filter((k) => (campos as Record<string, unknown>)[k] !== antes[k]);
    await tx.manager.update(Parceiro, eu.id, { ...campos, ...(senhaHash ? { senhaHash } : {}) });
    if (senhaHash) {
      // A new password ends every other session of the member; this one stays.
      await tx.manager.query<Alteracao>(`UPDATE sessoes SET revogado_em = now() WHERE parceiro_id = $1 AND revogado_em IS NULL AND id <> $2`, [
        eu.id,
        eu.sessaoId,
      ]);
    }
    await registrarLog(tx, 'parceiro.perfil.editar', { parceiroId: eu.id, campos: alterados, senhaAlterada: !!senhaHash });
    const p = await tx.manager.findOneOrFail(Parceiro, { where: { id: eu.id }, relations: { revenda: true } });
    return parceiroDTO(p);
  });
}
