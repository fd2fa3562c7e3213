import { MENSAGENS, Permissao, lerAutorizacao } from '@sw/common';
import { Ator, AtorUsuario, RequestContext } from '../../core/context';
import { CodigoErro, ErroApp, naoAutenticado } from '../../core/errors';
import { verificarSenha } from '../../core/senhas';
import { Entrada } from '../../core/esquema';
import * as esquemas from './sessoes.esquemas';
import { comPrazo } from '../../db/escopo-consulta';
import { config } from '../../runtime';
import { registrarLog } from '../auditoria/auditoria.service';
import { Parceiro } from '../parceiros/parceiro.entity';
import { parceiroDTO } from '../parceiros/parceiro.types';
import { Usuario } from '../usuarios/usuario.entity';
import { usuarioDTO } from '../usuarios/usuario.types';
import { SessaoParceiroDTO, SessaoUsuarioDTO } from './sessao.types';
import { hashToken, novoToken } from './tokens';
import { redesEmAlerta } from '../relatorios/antifraude.service';
import { comLimiteDeTentativas, limparFalhas } from './tentativas.service';
import type { Alteracao } from '../../db/resultado-sql';

type Lado = 'painel' | 'loja';

const credenciaisInvalidas = () => new ErroApp(CodigoErro.EntradaInvalida, MENSAGENS.credenciaisInvalidas);

type Credenciais = Entrada<typeof esquemas.credenciais>;

/** An over-long password is no password anyone has: refused as wrong credentials, before the limits count it. */
function lerCredenciais(entrada: Credenciais): Credenciais {
  if (entrada.senha.length > 128) throw credenciaisInvalidas();
  return entrada;
}

export async function abrirSessao(ctx: RequestContext, lado: Lado, dono: { usuarioId?: number; parceiroId?: number }, userAgent?: string) {
  const s = config().sessao;
  const horas = lado === 'painel' ? s.painelMaximoH : s.lojaMaximoH;
  const token = novoToken();
  const [{ id }] = await ctx.manager.query<{ id: string }[]>(
    `INSERT INTO sessoes (token_hash, usuario_id, parceiro_id, expira_em, ip, user_agent)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4), $5, $6) RETURNING id`,
    [hashToken(token), dono.usuarioId ?? null, dono.parceiroId ?? null, horas, ctx.ip, userAgent?.slice(0, 300) ?? null],
  );
  // A new session was used just now (ultimo_uso_em defaults to now()): the first requests after
  // signing in need not write it again.
  lembrarToque(String(id));
  return token;
}

/** POST /api/sessoes/usuario, mutation entrarUsuario. */
export async function entrarUsuario(ctx: RequestContext, entrada: Credenciais, userAgent?: string): Promise<SessaoUsuarioDTO> {
  const { cpf, senha } = lerCredenciais(entrada);
  const usuario = await comLimiteDeTentativas(ctx, 'usuario', cpf, async () => {
    const u = await ctx.manager.createQueryBuilder(Usuario, 'u').addSelect('u.senhaHash').where('u.cpf = :cpf', { cpf }).getOne();
    // The hash is checked even for an unknown CPF, so the answer takes as long either way.
    return (await verificarSenha(u?.senhaHash, senha)) && u ? u : null;
  });
  if (!usuario) throw credenciaisInvalidas();
  await limparFalhas(ctx, cpf);
  // Checked after the password (like a member's), so only the person themselves learns why.
  if (!usuario.ativo) throw new ErroApp(CodigoErro.Proibido, MENSAGENS.usuarioDesativadoEntrar);
  const token = await abrirSessao(ctx, 'painel', { usuarioId: usuario.id }, userAgent);
  // Networks in anti-fraud alert (menu badge), seen with the signed-in user's role and scope.
  const comoUsuario = new RequestContext(
    ctx.dataSource,
    ctx.requestId,
    {
      tipo: 'usuario',
      id: usuario.id,
      nome: usuario.nome,
      permissao: usuario.permissao as Permissao,
      idRevendasPermitidas: usuario.idRevendasPermitidas,
      idRedesPermitidas: usuario.idRedesPermitidas,
      sessaoId: '',
    },
    ctx.ip,
    ctx.localizacao,
    ctx.manager,
  );
  return { token, usuario: usuarioDTO(usuario), redesAntifraude: await redesEmAlerta(comoUsuario) };
}

/** POST /api/sessoes/parceiro, mutation entrarParceiro. */
export async function entrarParceiro(ctx: RequestContext, entrada: Credenciais, userAgent?: string): Promise<SessaoParceiroDTO> {
  const { cpf, senha } = lerCredenciais(entrada);
  const parceiro = await comLimiteDeTentativas(ctx, 'parceiro', cpf, async () => {
    const p = await ctx.manager
      .createQueryBuilder(Parceiro, 'p')
      .addSelect('p.senhaHash')
      .leftJoinAndSelect('p.revenda', 'r')
      .where('p.cpf = :cpf', { cpf })
      .getOne();
    return (await verificarSenha(p?.senhaHash, senha)) && p ? p : null;
  });
  if (!parceiro) throw credenciaisInvalidas();
  await limparFalhas(ctx, cpf);
  // Checked after the password, so a wrong guess never learns whether an account is inactive.
  if (!parceiro.ativo) throw new ErroApp(CodigoErro.Proibido, MENSAGENS.parceiroSemPermissao);
  const token = await abrirSessao(ctx, 'loja', { parceiroId: parceiro.id }, userAgent);
  parceiro.ultimoAcessoEm = new Date();
  await ctx.manager.update(Parceiro, parceiro.id, { ultimoAcessoEm: parceiro.ultimoAcessoEm });
  return { token, parceiro: parceiroDTO(parceiro) };
}

/** Revokes the session that acts on this request. */
export async function sair(ctx: RequestContext): Promise<boolean> {
  if (!ctx.ator) throw naoAutenticado();
  await ctx.manager.query<Alteracao>(`UPDATE sessoes SET revogado_em = now() WHERE id = $1 AND revogado_em IS NULL`, [ctx.ator.sessaoId]);
  if (ctx.ator.tipo === 'usuario') await registrarLog(ctx, 'sessao.sair', {});
  return true;
}

/**
 * Reads the Authorization header (`lojaToken|painelToken`). With one half, that half acts; with
 * both, the AppLocation page address decides: a /painel page speaks for the panel.
 * Returns the actor, or null with `tokenRecusado` when the acting token is unknown, expired or revoked.
 */
export async function identificar(ctx: RequestContext, autorizacao: string | undefined): Promise<{ ator: Ator | null; tokenRecusado: boolean }> {
  const { tokenLoja, tokenPainel } = lerAutorizacao(autorizacao);
  if (!tokenLoja && !tokenPainel) return { ator: null, tokenRecusado: false };
  let lado: Lado;
  if (tokenLoja && tokenPainel) lado = caminhoDaPagina(ctx.localizacao).includes('painel') ? 'painel' : 'loja';
  else lado = tokenPainel ? 'painel' : 'loja';
  const token = (lado === 'painel' ? tokenPainel : tokenLoja) as string;
  // Every request starts here: a short limit, so a database that stopped answering is a 503 in seconds.
  const ator = await comPrazo(config().banco.tempoConexaoMs, MENSAGENS.bancoIndisponivel, () =>
    lado === 'painel' ? usuarioDoToken(ctx, token) : parceiroDoToken(ctx, token),
  );
  return { ator, tokenRecusado: !ator };
}

function caminhoDaPagina(localizacao: string | null): string {
  if (!localizacao) return '';
  try {
    return new URL(localizacao, 'http://local').pathname;
  } catch {
    return localizacao;
  }
}

// Last use is written at most once a minute per session, to keep reads cheap under load. This
// instance remembers when it last wrote it, so most requests skip the statement altogether.
const TOQUE = `UPDATE sessoes SET ultimo_uso_em = now() WHERE id = $1 AND ultimo_uso_em < now() - interval '1 minute'`;
const MINUTO = 60_000;
const ultimosToques = new Map<string, number>();

function lembrarToque(sessaoId: string, agora = Date.now()) {
  if (ultimosToques.size >= 50_000) ultimosToques.clear();
  ultimosToques.set(sessaoId, agora);
}

async function tocar(ctx: RequestContext, sessaoId: string): Promise<void> {
  const agora = Date.now();
  if (agora - (ultimosToques.get(sessaoId) ?? 0) < MINUTO) return;
  await ctx.manager.query<Alteracao>(TOQUE, [sessaoId]);
  lembrarToque(sessaoId, agora);
}

interface LinhaSessaoUsuario {
  sessao_id: string;
  id: number;
  nome: string;
  permissao: number;
  id_revendas_permitidas: number[] | null;
  id_redes_permitidas: number[] | null;
}

interface LinhaSessaoParceiro {
  sessao_id: string;
  id: number;
  nome: string;
  revenda_id: number;
  aceitou_regulamento: boolean;
}

/**
 * The panel user of an open session, as they are now: not revoked, not expired, used within the
 * idle limit, user active. By token (every request) or by session id (a signed download link,
 * which lives only as long as the session that made it).
 */
async function usuarioDaSessao(ctx: RequestContext, por: { tokenHash: string } | { sessaoId: string; usuarioId: number }): Promise<AtorUsuario | null> {
  const [condicao, parametros] = 'tokenHash' in por ? ['s.token_hash = $2', [por.tokenHash]] : ['s.id = $2 AND u.id = $3', [por.sessaoId, por.usuarioId]];
  const [linha] = await ctx.manager.query<LinhaSessaoUsuario[]>(
    `SELECT s.id AS sessao_id, u.id, u.nome, u.permissao, u.id_revendas_permitidas, u.id_redes_permitidas
       FROM sessoes s JOIN usuarios u ON u.id = s.usuario_id
      WHERE ${condicao} AND s.revogado_em IS NULL AND s.expira_em > now()
        AND s.ultimo_uso_em > now() - make_interval(mins => $1) AND u.ativo`,
    [config().sessao.painelInatividadeMin, ...parametros],
  );
  if (!linha) return null;
  return {
    tipo: 'usuario',
    id: linha.id,
    nome: linha.nome,
    permissao: Number(linha.permissao) as Permissao,
    idRevendasPermitidas: linha.id_revendas_permitidas,
    idRedesPermitidas: linha.id_redes_permitidas,
    sessaoId: String(linha.sessao_id),
  };
}

async function usuarioDoToken(ctx: RequestContext, token: string): Promise<Ator | null> {
  const ator = await usuarioDaSessao(ctx, { tokenHash: hashToken(token) });
  if (ator) await tocar(ctx, ator.sessaoId);
  return ator;
}

/** The signer of a download link, if their session is still open (same rules as a request's). */
export async function usuarioDaSessaoAberta(ctx: RequestContext, sessaoId: string, usuarioId: number): Promise<AtorUsuario | null> {
  if (!/^\d{1,18}$/.test(String(sessaoId)) || !Number.isInteger(usuarioId)) return null;
  return usuarioDaSessao(ctx, { sessaoId: String(sessaoId), usuarioId });
}

async function parceiroDoToken(ctx: RequestContext, token: string): Promise<Ator | null> {
  const [linha] = await ctx.manager.query<LinhaSessaoParceiro[]>(
    `SELECT s.id AS sessao_id, p.id, p.nome, p.revenda_id, p.aceitou_regulamento
       FROM sessoes s JOIN parceiros p ON p.id = s.parceiro_id
      WHERE s.token_hash = $1 AND s.revogado_em IS NULL AND s.expira_em > now()
        AND s.ultimo_uso_em > now() - make_interval(mins => $2) AND p.ativo`,
    [hashToken(token), config().sessao.lojaInatividadeMin],
  );
  if (!linha) return null;
  await tocar(ctx, String(linha.sessao_id));
  return {
    tipo: 'parceiro',
    id: linha.id,
    nome: linha.nome,
    revendaId: linha.revenda_id,
    aceitouRegulamento: linha.aceitou_regulamento === true,
    sessaoId: String(linha.sessao_id),
  };
}
