import { randomInt } from 'node:crypto';
import { MENSAGENS, Permissao, PERMISSOES_CONCEDIVEIS, problemaDaSenha } from '@sw/common';
import { AtorUsuario, emTransacao, RequestContext } from '../../core/context';
import { entradaInvalida, naoAutenticado, naoEncontrado, proibido } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import { aplicarBusca } from '../../core/busca';
import { paginar, Pagina, PedidoLista } from '../../core/listagem';
import { gerarHashSenha } from '../../core/senhas';
import { config } from '../../runtime';
import { registrarLog } from '../auditoria/auditoria.service';
import { enviarEmail } from '../cadastro/correio';
import { Usuario } from './usuario.entity';
import { UsuarioDTO, usuarioDTO } from './usuario.types';
import { escopoDeUsuarios, OPCOES_LISTA_USUARIOS } from './usuarios.lista';
import { validarLojasERedes } from './usuarios.service';
import type * as esquemas from './usuarios.esquemas';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * Administradores: the panel users an actor may manage — list, edit, deactivate and
 * reactivate, password reset. Who reaches whom is escopoDeUsuarios (the grant table): a user out
 * of reach is "not found", never "forbidden", so the list and the ids tell nothing about them.
 */

function atorUsuario(ctx: RequestContext): AtorUsuario {
  const u = ctx.usuario;
  if (!u) throw naoAutenticado();
  return u;
}

/** The Administradores list (GET /api/usuarios?page=…, query listaUsuarios). */
export async function paginarUsuarios(
  ctx: RequestContext,
  pedido: PedidoLista,
  filtros: { cpf?: string; ativo?: boolean | null; permissao?: number | null },
): Promise<Pagina<UsuarioDTO>> {
  const { condicao, parametros } = escopoDeUsuarios(atorUsuario(ctx));
  const qb = ctx.manager
    .createQueryBuilder(Usuario, 'u')
    .select([
      'u.id AS id',
      'u.nome AS nome',
      'u.cpf AS cpf',
      'u.email AS email',
      'u.permissao AS permissao',
      'u.ativo AS ativo',
      'u.id_revendas_permitidas AS "idRevendasPermitidas"',
      'u.id_redes_permitidas AS "idRedesPermitidas"',
    ])
    .where(condicao, parametros);
  if (filtros.cpf) qb.andWhere('u.cpf = :cpf', { cpf: filtros.cpf });
  if (typeof filtros.ativo === 'boolean') qb.andWhere('u.ativo = :ativo', { ativo: filtros.ativo });
  if (typeof filtros.permissao === 'number') qb.andWhere('u.permissao = :permissao', { permissao: filtros.permissao });
  aplicarBusca(qb, pedido.busca, { textos: ['u.nome', 'u.email'], documentos: ['u.cpf'] });
  const r = await paginar(qb, pedido, { ...OPCOES_LISTA_USUARIOS, desempate: 'u.id' });
  return { ...r, linhas: (r.linhas as unknown as Usuario[]).map(usuarioDTO) };
}

/** The target user, locked, if the actor may manage them; else 404 (out of reach reads as absent). */
async function alvoTravado(tx: RequestContext, id: number): Promise<Usuario> {
  const { condicao, parametros } = escopoDeUsuarios(atorUsuario(tx));
  const u = await tx.manager.createQueryBuilder(Usuario, 'u').setLock('pessimistic_write').where('u.id = :id', { id }).andWhere(condicao, parametros).getOne();
  if (!u) throw naoEncontrado(MENSAGENS.usuarioNaoEncontrado);
  return u;
}

/** What the audit log records of a user, before and after (never the password). */
const registro = (u: Pick<Usuario, 'nome' | 'email' | 'permissao' | 'idRevendasPermitidas' | 'idRedesPermitidas' | 'ativo'>) => ({
  nome: u.nome,
  email: u.email,
  permissao: u.permissao,
  idRevendasPermitidas: u.idRevendasPermitidas ?? [],
  idRedesPermitidas: u.idRedesPermitidas ?? [],
  ativo: u.ativo,
});

const revogarSessoes = async (tx: RequestContext, usuarioId: number): Promise<number> => {
  const [, n] = await tx.manager.query<Alteracao>(`UPDATE sessoes SET revogado_em = now() WHERE usuario_id = $1 AND revogado_em IS NULL`, [usuarioId]);
  return Number(n) || 0;
};

/**
 * PUT /api/usuarios/{id}: the fields sent replace the stored ones; the same rules as on creation
 * (grant table, stores only for role 3, networks within the actor's). No one changes their own role.
 */
export async function editar(ctx: RequestContext, idTexto: string, entrada: Entrada<typeof esquemas.editar>): Promise<UsuarioDTO> {
  const ator = atorUsuario(ctx);
  const id = Number(idTexto);
  return emTransacao(ctx, async (tx) => {
    const alvo = await alvoTravado(tx, id);
    const antes = registro(alvo);
    const permissao = (entrada.permissao ?? alvo.permissao) as Permissao;
    if (permissao !== alvo.permissao) {
      if (alvo.id === ator.id) throw proibido(MENSAGENS.naoAlterePropriaPermissao);
      if (!PERMISSOES_CONCEDIVEIS[ator.permissao].includes(permissao)) throw proibido(MENSAGENS.permissaoNaoConcedida);
    }
    const revendas = permissao === Permissao.Vendedor ? (entrada.idRevendasPermitidas ?? alvo.idRevendasPermitidas ?? []).map(Number) : [];
    if (permissao === Permissao.Vendedor && !revendas.length) throw entradaInvalida(MENSAGENS.selecioneLoja);
    let redes = (entrada.idRedesPermitidas ?? alvo.idRedesPermitidas ?? []).map(Number);
    const redesDoAtor = ator.idRedesPermitidas?.length ? ator.idRedesPermitidas : null;
    if (redesDoAtor) {
      // An actor limited to some networks cannot lift that limit from someone else.
      if (!redes.length) redes = [...redesDoAtor];
      else if (redes.some((r) => !redesDoAtor.includes(r))) throw proibido(MENSAGENS.redeNaoPermitida);
    }
    await validarLojasERedes(tx, revendas, redes);
    const depois = {
      nome: entrada.nome ?? alvo.nome,
      email: entrada.email ?? alvo.email,
      permissao,
      idRevendasPermitidas: revendas.length ? revendas : null,
      idRedesPermitidas: redes.length ? redes : null,
    };
    await tx.manager.update(Usuario, id, depois);
    const salvo = { ...alvo, ...depois };
    await registrarLog(tx, 'usuario.editar', { id, antes, depois: registro(salvo) });
    return usuarioDTO(salvo);
  });
}

/**
 * POST /api/usuarios/{id}/desativar and /ativar. Deactivating revokes every session of that user in
 * the same transaction, so the old tokens stay dead even after a later reactivation.
 */
export async function alterarAtivo(ctx: RequestContext, idTexto: string, ativo: boolean): Promise<UsuarioDTO> {
  const ator = atorUsuario(ctx);
  const id = Number(idTexto);
  if (!ativo && id === ator.id) throw proibido(MENSAGENS.naoDesativeASiMesmo);
  return emTransacao(ctx, async (tx) => {
    const alvo = await alvoTravado(tx, id);
    if (alvo.ativo === ativo) return usuarioDTO(alvo);
    // Revoked here, before the update, so the log counts them (the trigger of migration
    // SessoesDesativacao would revoke them too: deactivation by any path ends the sessions).
    const sessoesEncerradas = ativo ? 0 : await revogarSessoes(tx, id);
    await tx.manager.update(Usuario, id, { ativo });
    await registrarLog(tx, ativo ? 'usuario.ativar' : 'usuario.desativar', {
      id,
      nome: alvo.nome,
      antes: { ativo: alvo.ativo },
      depois: { ativo },
      sessoesEncerradas,
    });
    return usuarioDTO({ ...alvo, ativo });
  });
}

// No 0/O, 1/l/I: the person types this from an e-mail.
const ALFABETO = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random provisional password (12 characters, ~70 bits) that passes problemaDaSenha. */
export function senhaProvisoria(cpf: string): string {
  for (;;) {
    const senha = Array.from({ length: 12 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
    if (!problemaDaSenha(senha, cpf)) return senha;
  }
}

/**
 * POST /api/usuarios/{id}/redefinir-senha: a provisional password, e-mailed to the user through
 * the same SMTP adapter as the members' recovery (cadastro/correio.ts). Their sessions end and
 * their failed sign-in count is cleared. The e-mail goes out before the commit: if it cannot be
 * sent, nothing changes and the old password still works.
 */
export async function redefinirSenha(ctx: RequestContext, idTexto: string): Promise<{ mensagem: string }> {
  const id = Number(idTexto);
  return emTransacao(ctx, async (tx) => {
    const alvo = await alvoTravado(tx, id);
    if (!alvo.ativo) throw entradaInvalida(MENSAGENS.reativeAntesDeRedefinir);
    if (!alvo.email) throw entradaInvalida(MENSAGENS.usuarioSemEmail);
    const senha = senhaProvisoria(alvo.cpf);
    await tx.manager.update(Usuario, id, { senhaHash: await gerarHashSenha(senha) });
    const sessoesEncerradas = await revogarSessoes(tx, id);
    await tx.manager.query<Alteracao>(`DELETE FROM tentativas_login WHERE cpf = $1`, [alvo.cpf]);
    await registrarLog(tx, 'usuario.senha.redefinir', { id, nome: alvo.nome, email: alvo.email, sessoesEncerradas });
    await enviarEmail({
      para: alvo.email,
      assunto: MENSAGENS.assuntoSenhaPainel,
      texto:
        `Olá, ${alvo.nome}!\n\nSua senha de acesso ao painel foi redefinida por ${atorUsuario(tx).nome}.\n` +
        `Senha provisória: ${senha}\n\nEntre em ${config().urlPublica}/painel com o seu CPF e esta senha e troque-a em Meu Perfil.\n\n` +
        'Se você não esperava esta mensagem, procure um administrador.',
    });
    return { mensagem: MENSAGENS.senhaRedefinidaEnviada };
  });
}
