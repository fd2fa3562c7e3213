import { MENSAGENS, Permissao, PERMISSOES_CONCEDIVEIS, problemaDaSenha } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, naoAutenticado, proibido } from '../../core/errors';
import { gerarHashSenha } from '../../core/senhas';
import { conferirSenhaAtual } from '../sessoes/tentativas.service';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import { Usuario } from './usuario.entity';
import { UsuarioDTO, usuarioDTO } from './usuario.types';
import type * as esquemas from './usuarios.esquemas';
import type { Alteracao } from '../../db/resultado-sql';

function usuarioAtual(ctx: RequestContext) {
  const u = ctx.usuario;
  if (!u) throw naoAutenticado();
  return u;
}

/** The signed-in panel user. */
export async function eu(ctx: RequestContext): Promise<UsuarioDTO> {
  const u = await ctx.manager.findOneBy(Usuario, { id: usuarioAtual(ctx).id });
  if (!u) throw naoAutenticado();
  return usuarioDTO(u);
}

/**
 * Meu Perfil (PUT /api/usuarios): name, and optionally the password. Blank passwords leave it
 * unchanged; a new one needs the current one. The answer carries the name, never a password.
 */
export async function atualizarPerfil(ctx: RequestContext, { nome, senha, senhaAntiga }: Entrada<typeof esquemas.perfil>): Promise<{ nome: string }> {
  const atual = usuarioAtual(ctx);
  return emTransacao(ctx, async (tx) => {
    const u = await tx.manager
      .createQueryBuilder(Usuario, 'u')
      .addSelect('u.senhaHash')
      .setLock('pessimistic_write')
      .where('u.id = :id', { id: atual.id })
      .getOne();
    if (!u) throw naoAutenticado();
    const mudancas: Partial<Usuario> = { nome };
    if (senha) {
      if (!senhaAntiga) throw entradaInvalida(MENSAGENS.informeSenhaAtual);
      await conferirSenhaAtual(tx, 'usuario', u.cpf, u.senhaHash, senhaAntiga);
      const problema = problemaDaSenha(senha, u.cpf);
      if (problema) throw entradaInvalida(problema);
      mudancas.senhaHash = await gerarHashSenha(senha);
    }
    await tx.manager.update(Usuario, u.id, mudancas);
    if (senha) {
      // Other sessions of this user end with the old password.
      await tx.manager.query<Alteracao>(`UPDATE sessoes SET revogado_em = now() WHERE usuario_id = $1 AND id <> $2 AND revogado_em IS NULL`, [
        u.id,
        atual.sessaoId,
      ]);
    }
    await registrarLog(tx, 'usuario.perfil', { nome, senhaAlterada: Boolean(senha) });
    return { nome };
  });
}

/** The stores and networks granted exist, and the stores lie within the networks (creation and edit). */
export async function validarLojasERedes(tx: RequestContext, revendas: number[], redes: number[]): Promise<void> {
  if (revendas.length) {
    const lojas = await tx.manager.query<{ rede_id: number }[]>(`SELECT rede_id FROM revendas WHERE id = ANY($1)`, [revendas]);
    if (lojas.length !== revendas.length) throw entradaInvalida('Loja não encontrada.');
    if (redes.length && lojas.some((l) => !redes.includes(l.rede_id))) throw entradaInvalida(MENSAGENS.lojaForaDasRedes);
  }
  if (redes.length) {
    const [{ n }] = await tx.manager.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM redes WHERE id = ANY($1)`, [redes]);
    if (n !== redes.length) throw entradaInvalida('Rede não encontrada.');
  }
}

/** Cadastrar Administrador (POST /api/usuarios). */
export async function criar(ctx: RequestContext, entrada: Entrada<typeof esquemas.criar>): Promise<UsuarioDTO> {
  const atual = usuarioAtual(ctx);
  const { nome, cpf, email, senha } = entrada;
  const problema = problemaDaSenha(senha, cpf);
  if (problema) throw entradaInvalida(problema);
  const permissao = entrada.permissao as Permissao;
  // No one grants more than they have (PERMISSOES_CONCEDIVEIS in common/).
  if (!PERMISSOES_CONCEDIVEIS[atual.permissao].includes(permissao)) throw proibido(MENSAGENS.permissaoNaoConcedida);
  // Stores only mean something for role 3 (escopoDoUsuario); other roles keep none.
  const revendas = permissao === Permissao.Vendedor ? (entrada.idRevendasPermitidas ?? []).map(Number) : [];
  let redes = (entrada.idRedesPermitidas ?? []).map(Number);
  if (permissao === Permissao.Vendedor && !revendas.length) throw entradaInvalida(MENSAGENS.selecioneLoja);
  // A creator limited to some networks cannot hand out more than those: by default the new user
  // inherits the creator's networks, and may only be narrowed further.
  const redesDoCriador = atual.idRedesPermitidas?.length ? atual.idRedesPermitidas : null;
  if (redesDoCriador) {
    if (!redes.length) redes = [...redesDoCriador];
    else if (redes.some((id) => !redesDoCriador.includes(id))) throw proibido(MENSAGENS.redeNaoPermitida);
  }

  return emTransacao(ctx, async (tx) => {
    await validarLojasERedes(tx, revendas, redes);
    const existente = await tx.manager.findOneBy(Usuario, { cpf });
    if (existente) throw conflito(MENSAGENS.usuarioJaCadastrado);
    const salvo = await tx.manager
      .save(
        tx.manager.create(Usuario, {
          nome,
          cpf,
          email,
          permissao,
          senhaHash: await gerarHashSenha(senha),
          idRevendasPermitidas: revendas.length ? revendas : null,
          idRedesPermitidas: redes.length ? redes : null,
          ativo: true,
        }),
      )
      .catch((e) => {
        if (e?.code === '23505') throw conflito(MENSAGENS.usuarioJaCadastrado);
        throw e;
      });
    await registrarLog(tx, 'usuario.criar', { id: salvo.id, nome, cpf, permissao, idRevendasPermitidas: revendas, idRedesPermitidas: redes });
    return usuarioDTO(salvo);
  });
}

/** GET /api/usuarios?cpf: exact CPF lookup, or every panel user ordered by name. */
export async function buscar(ctx: RequestContext, { cpf }: Entrada<typeof esquemas.busca>): Promise<UsuarioDTO[]> {
  usuarioAtual(ctx);
  if (cpf) {
    const u = await ctx.manager.findOneBy(Usuario, { cpf });
    return u ? [usuarioDTO(u)] : [];
  }
  const todos = await ctx.manager.find(Usuario, { order: { nome: 'ASC' } });
  return todos.map(usuarioDTO);
}
