import { MENSAGENS, PREFIXO_TOKEN_MASCARADO, ROTULOS_WHATSAPP } from '@sw/common';
import { decifrar, cifrar } from '../../core/cifra';
import { emTransacao, RequestContext } from '../../core/context';
import { CodigoErro, ErroApp, entradaInvalida, naoEncontrado } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import { config } from '../../runtime';
import { registrarLog } from '../auditoria/auditoria.service';
import { mensagemTeste } from '../mensagens/modelos';
import { enviarAoProvedor, Provedor } from '../mensagens/provedor-whatsapp';
import { ConfiguracaoWhatsapp } from './configuracao-whatsapp.entity';
import { ConfiguracaoWhatsappDTO, ResultadoTesteWhatsappDTO } from './whatsapp.types';
import type * as esquemas from './configuracoes.esquemas';

/**
 * Configuração WhatsApp (spec 2 §7): the provider's url, token and codigo. The token is a
 * credential: it is stored encrypted (core/cifra.ts) and answered masked, never in full; a save
 * that sends back the masked value, or no token, keeps the stored one.
 */

const PROPOSITO_TOKEN = 'configuracoes_whatsapp.token';

/** '••••' and the last 4 characters; short tokens show nothing of themselves. */
export function mascararToken(token: string): string {
  return token.length > 8 ? `${PREFIXO_TOKEN_MASCARADO}${token.slice(-4)}` : PREFIXO_TOKEN_MASCARADO;
}

async function linhaAtual(ctx: RequestContext, travar = false): Promise<(ConfiguracaoWhatsapp & { tokenCifrado: string }) | null> {
  const q = ctx.manager.createQueryBuilder(ConfiguracaoWhatsapp, 'c').addSelect('c.tokenCifrado').orderBy('c.id').limit(1);
  if (travar) q.setLock('pessimistic_write');
  return (await q.getOne()) as (ConfiguracaoWhatsapp & { tokenCifrado: string }) | null;
}

async function dto(ctx: RequestContext, c: ConfiguracaoWhatsapp & { tokenCifrado: string }): Promise<ConfiguracaoWhatsappDTO> {
  const token = await decifrar(ctx.dataSource, PROPOSITO_TOKEN, c.tokenCifrado);
  return {
    id: c.id,
    url: c.url,
    // A token the current key cannot read shows as the bare mask: the screen asks for it again.
    token: token === null ? PREFIXO_TOKEN_MASCARADO : mascararToken(token),
    codigo: c.codigo,
    atualizadoEm: c.atualizadoEm,
    atualizadoPor: c.atualizadoPor,
  };
}

/** GET /api/configuracoes: an array with the one configuration, or empty before the first save. */
export async function listar(ctx: RequestContext): Promise<ConfiguracaoWhatsappDTO[]> {
  const c = await linhaAtual(ctx);
  return c ? [await dto(ctx, c)] : [];
}

/** POST /api/configuracoes {token, url, codigo, id}: creates the configuration or changes the one there is. */
export async function salvar(
  ctx: RequestContext,
  { id, url, codigo, token: tokenRecebido }: Entrada<typeof esquemas.configuracaoWhatsapp>,
): Promise<ConfiguracaoWhatsappDTO> {
  return emTransacao(ctx, async (tx) => {
    const atual = await linhaAtual(tx, true);
    if (id !== undefined && String(atual?.id) !== id) throw naoEncontrado(MENSAGENS.configuracaoWhatsNaoEncontrada);
    let novoToken: string | null = null;
    if (tokenRecebido && tokenRecebido.startsWith(PREFIXO_TOKEN_MASCARADO)) {
      // Only the mask this configuration answers means "keep"; any other masked text is a mistake.
      const guardado = atual ? await decifrar(tx.dataSource, PROPOSITO_TOKEN, atual.tokenCifrado) : null;
      if (guardado === null || tokenRecebido !== mascararToken(guardado)) throw entradaInvalida(MENSAGENS.tokenMascarado);
    } else if (tokenRecebido) {
      novoToken = tokenRecebido;
    } else if (!atual) {
      throw entradaInvalida(MENSAGENS.obrigatorio(ROTULOS_WHATSAPP.token));
    }
    const cifrado = novoToken === null ? null : await cifrar(tx.dataSource, PROPOSITO_TOKEN, novoToken);
    const [salvo] = await tx.manager.query<{ id: number }[]>(
      `INSERT INTO configuracoes_whatsapp (url, token_cifrado, codigo, atualizado_em, atualizado_por)
       VALUES ($1, $2, $3, now(), $4)
       ON CONFLICT (unica) DO UPDATE SET url = EXCLUDED.url, codigo = EXCLUDED.codigo,
         token_cifrado = COALESCE($5, configuracoes_whatsapp.token_cifrado), atualizado_em = now(), atualizado_por = EXCLUDED.atualizado_por
       RETURNING id`,
      [url, cifrado ?? '', codigo, tx.ator?.nome ?? null, cifrado],
    );
    // Never the token, not even masked: the audit row says only whether it changed.
    await registrarLog(tx, 'configuracoes.whatsapp', { id: salvo.id, url, codigo, tokenAlterado: novoToken !== null });
    const c = await linhaAtual(tx);
    return dto(tx, c!);
  });
}

/**
 * The provider the sender and the test use, or why there is none: 'nao_configurado', or
 * 'token_ilegivel' when the stored token was written with another key.
 */
export async function lerProvedor(ctx: RequestContext): Promise<Provedor | 'nao_configurado' | 'token_ilegivel'> {
  const c = await linhaAtual(ctx);
  if (!c) return 'nao_configurado';
  const token = await decifrar(ctx.dataSource, PROPOSITO_TOKEN, c.tokenCifrado);
  if (token === null) return 'token_ilegivel';
  return { url: c.url, token, codigo: c.codigo };
}

/**
 * POST /api/configuracoes/teste {celular}: sends one message now, with the saved settings, and
 * says whether the provider took it. A provider failure is a 503 with the reason.
 */
export async function testar(ctx: RequestContext, { celular }: Entrada<typeof esquemas.testeWhatsapp>): Promise<ResultadoTesteWhatsappDTO> {
  const provedor = await lerProvedor(ctx);
  if (provedor === 'nao_configurado') throw entradaInvalida(MENSAGENS.whatsNaoConfigurado);
  if (provedor === 'token_ilegivel') throw entradaInvalida(MENSAGENS.tokenWhatsIlegivel);
  const { texto } = mensagemTeste();
  const resultado = await enviarAoProvedor(provedor, { celular, mensagem: texto, chave: `teste-${ctx.requestId}` }, config().whatsapp.timeoutMs);
  // Recorded whatever the outcome (outside any transaction, so a failure does not erase it).
  await registrarLog(ctx, 'configuracoes.whatsapp.teste', {
    celular: `${celular.slice(0, 2)}*****${celular.slice(-4)}`,
    sucesso: resultado.ok,
    ...(resultado.ok ? {} : { motivo: resultado.motivo }),
  });
  if (!resultado.ok) throw new ErroApp(CodigoErro.Indisponivel, MENSAGENS.falhaTesteWhats(resultado.motivo));
  return { sucesso: true, mensagem: MENSAGENS.mensagemTesteEnviada };
}
