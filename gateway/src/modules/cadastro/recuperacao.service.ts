import { cpfValido, MENSAGENS, problemaDaSenha, somenteDigitos, telefoneValido } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida } from '../../core/errors';
import { logger } from '../../core/logger';
import { gerarHashSenha } from '../../core/senhas';
import { config } from '../../runtime';
import { Entrada } from '../../core/esquema';
import * as esquemas from './cadastro.esquemas';
import { registrarLog } from '../auditoria/auditoria.service';
import { hashToken, novoToken } from '../sessoes/tokens';
import { enfileirarParaParceiro } from '../mensagens/fila.service';
import { mensagemRecuperacaoSenha } from '../mensagens/modelos';
import { enviarEmail } from './correio';
import { contarChamadaPublica } from './limite-publico';
import type { Alteracao, SemLinhas } from '../../db/resultado-sql';

interface LinhaMembro {
  id: number;
  nome: string;
  email: string | null;
  celular: string | null;
}

/**
 * Password recovery of members (spec 3 §2.4, §4; docs/cadastro-e-senha.md). The link carries a
 * random single-use token (only its SHA-256 is stored) that expires in an hour; a new request
 * invalidates the earlier links and using one signs the member out everywhere.
 */
export const VALIDADE_LINK_MIN = 60;

/** POST /api/sessoes/parceiro/esqueceu-senha: the same answer whether or not the account exists. */
export async function solicitar(ctx: RequestContext, { informacao }: Entrada<typeof esquemas.solicitar>): Promise<{ mensagem: string }> {
  await contarChamadaPublica(ctx, 'recuperarSenha');
  const cpf = somenteDigitos(informacao);
  const porCpf = !informacao.includes('@') && cpf.length === 11 && cpfValido(cpf);
  // By CPF the member may have no e-mail (staff register without one): the link then goes by WhatsApp
  // to the registered mobile. Members with neither get nothing; the answer says to call support.
  const [membro] = porCpf
    ? await ctx.manager.query<LinhaMembro[]>(`SELECT id, nome, email, celular FROM parceiros WHERE cpf = $1 AND ativo`, [cpf])
    : await ctx.manager.query<LinhaMembro[]>(
        `SELECT id, nome, email, celular FROM parceiros WHERE lower(email) = lower($1) AND ativo ORDER BY id DESC LIMIT 1`,
        [informacao],
      );
  const canal = !membro ? null : membro.email ? 'email' : membro.celular && telefoneValido(membro.celular) ? 'whatsapp' : null;
  if (membro && canal) {
    const token = novoToken();
    const link = `${config().urlPublica}/esqueceu-senha/${token}`;
    await emTransacao(ctx, async (tx) => {
      await tx.manager.query<Alteracao>(`UPDATE recuperacoes_senha SET usado_em = now() WHERE parceiro_id = $1 AND usado_em IS NULL`, [membro.id]);
      await tx.manager.query<SemLinhas>(
        `INSERT INTO recuperacoes_senha (parceiro_id, token_hash, expira_em) VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [membro.id, hashToken(token), VALIDADE_LINK_MIN],
      );
      // The outbox sends it after the commit, with its retries (docs/configuracoes-e-mensagens.md).
      if (canal === 'whatsapp') await enfileirarParaParceiro(tx, membro.id, mensagemRecuperacaoSenha({ nome: membro.nome, link, minutos: VALIDADE_LINK_MIN }));
      await registrarLog(tx, 'parceiro.senha.solicitarRecuperacao', { parceiroId: membro.id, canal });
    });
    if (canal === 'whatsapp') return { mensagem: MENSAGENS.recuperacaoEnviada };
    // Not awaited: the answer takes the same time whether or not a message is sent.
    void enviarEmail({
      para: membro.email!,
      assunto: MENSAGENS.assuntoRecuperacao,
      texto: `Olá, ${membro.nome}!\n\nPara criar uma nova senha, acesse o link abaixo (válido por ${VALIDADE_LINK_MIN} minutos, uma única vez):\n${link}\n\nSe você não pediu a recuperação, ignore este e-mail.`,
    }).catch((err) => logger.error({ err, parceiroId: membro.id }, 'falha ao enviar e-mail de recuperação'));
  } else if (membro) {
    logger.info({ parceiroId: membro.id }, 'recuperação de senha pedida por vendedor sem e-mail nem celular válido');
  }
  return { mensagem: MENSAGENS.recuperacaoEnviada };
}

async function membroDoLink(ctx: RequestContext, uuid: string, travar = false): Promise<{ id: number; cpf: string; recuperacaoId: string } | null> {
  if (!uuid || uuid.length > 100) return null;
  const [linha] = await ctx.manager.query<{ recuperacao_id: string; id: number; cpf: string }[]>(
    `SELECT r.id AS recuperacao_id, p.id, p.cpf FROM recuperacoes_senha r JOIN parceiros p ON p.id = r.parceiro_id
      WHERE r.token_hash = $1 AND r.usado_em IS NULL AND r.expira_em > now() AND p.ativo ${travar ? 'FOR UPDATE OF r' : ''}`,
    [hashToken(uuid)],
  );
  return linha ? { id: linha.id, cpf: linha.cpf, recuperacaoId: linha.recuperacao_id } : null;
}

/** POST /api/sessoes/parceiro/validar-recuperacao. */
export async function validarLink(ctx: RequestContext, { uuid }: Entrada<typeof esquemas.validarLink>): Promise<{ mensagem: string; valido: boolean }> {
  await contarChamadaPublica(ctx, 'usarRecuperacao');
  const valido = !!(await membroDoLink(ctx, uuid));
  return { valido, mensagem: valido ? MENSAGENS.linkRecuperacaoValido : MENSAGENS.linkRecuperacaoInvalido };
}

/** POST /api/sessoes/parceiro/atualizar-senha: consumes the link and revokes the member's sessions. */
export async function atualizarSenha(ctx: RequestContext, { novaSenha, uuid }: Entrada<typeof esquemas.atualizarSenha>): Promise<{ mensagem: string }> {
  await contarChamadaPublica(ctx, 'usarRecuperacao');
  const previa = await membroDoLink(ctx, uuid);
  if (!previa) throw entradaInvalida(MENSAGENS.linkRecuperacaoInvalido);
  const problema = problemaDaSenha(novaSenha, previa.cpf);
  if (problema) throw entradaInvalida(problema);
  const senhaHash = await gerarHashSenha(novaSenha);
  return emTransacao(ctx, async (tx) => {
    // Re-read under lock: two submissions of one link cannot both succeed.
    const membro = await membroDoLink(tx, uuid, true);
    if (!membro) throw entradaInvalida(MENSAGENS.linkRecuperacaoInvalido);
    await tx.manager.query<Alteracao>(`UPDATE recuperacoes_senha SET usado_em = now() WHERE parceiro_id = $1 AND usado_em IS NULL`, [membro.id]);
    await tx.manager.query<Alteracao>(`UPDATE parceiros SET senha_hash = $1, atualizado_em = now() WHERE id = $2`, [senhaHash, membro.id]);
    await tx.manager.query<Alteracao>(`UPDATE sessoes SET revogado_em = now() WHERE parceiro_id = $1 AND revogado_em IS NULL`, [membro.id]);
    await tx.manager.query<Alteracao>(`DELETE FROM tentativas_login WHERE cpf = $1`, [membro.cpf]);
    await registrarLog(tx, 'parceiro.senha.recuperar', { parceiroId: membro.id });
    return { mensagem: MENSAGENS.senhaAlterada };
  });
}
