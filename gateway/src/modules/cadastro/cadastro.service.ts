import { MENSAGENS } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, erroDoBanco, naoEncontrado } from '../../core/errors';
import { gerarHashSenha } from '../../core/senhas';
import { registrarLog } from '../auditoria/auditoria.service';
import { Parceiro } from '../parceiros/parceiro.entity';
import { parceiroDTO } from '../parceiros/parceiro.types';
import type { EntradaCadastro } from './cadastro.esquemas';
import { SessaoParceiroDTO } from '../sessoes/sessao.types';
import { abrirSessao } from '../sessoes/sessoes.service';
import { contarChamadaPublica } from './limite-publico';
import { aplicarCodigo } from '../codigos/codigos-uso';
import { garantirCodigo, registrarIndicacao } from '../indicacoes/indicacoes.service';

/**
 * The member's own registration (spec 3 §2.5, §5): the staff form's rules (parceiros.esquemas)
 * plus the password, the privacy-policy acceptance and the store chosen by id or CNPJ.
 * The member comes out signed in; the terms are accepted later, as for every member.
 */

/** The store to register in: by id (the store's own link) or CNPJ (the picker); it must exist and be active. */
async function lojaEscolhida(ctx: RequestContext, entrada: EntradaCadastro): Promise<string> {
  const [loja] = entrada.idRevenda
    ? await ctx.manager.query<{ cnpj: string; ativo: boolean }[]>(`SELECT cnpj, ativo FROM revendas WHERE id = $1`, [entrada.idRevenda])
    : await ctx.manager.query<{ cnpj: string; ativo: boolean }[]>(`SELECT cnpj, ativo FROM revendas WHERE cnpj = $1`, [entrada.cnpjRevenda]);
  if (!loja) throw entradaInvalida(MENSAGENS.lojaNaoEncontrada);
  if (!loja.ativo) throw entradaInvalida(MENSAGENS.lojaInativaParceiro);
  return loja.cnpj;
}

/**
 * A public call is counted before its input is read (docs/cadastro-e-senha.md): a refused form
 * counts too, or the form's answers would tell CPFs apart without limit. The doors call this first.
 */
export const contarCadastro = (ctx: RequestContext) => contarChamadaPublica(ctx, 'cadastro');
export const contarVerificacaoCpf = (ctx: RequestContext) => contarChamadaPublica(ctx, 'verificarCpf');

/** POST /api/parceiros without a panel token, mutation cadastrarParceiro: the form read by cadastro.esquemas. */
export async function cadastrar(ctx: RequestContext, entrada: EntradaCadastro, userAgent?: string): Promise<SessaoParceiroDTO> {
  const cnpjRevenda = await lojaEscolhida(ctx, entrada);
  const { senha, quemIndicou, codigoCadastro: codigo } = entrada;
  const dados = { ...entrada, cnpjRevenda };
  const senhaHash = await gerarHashSenha(senha);
  return emTransacao(ctx, async (tx) => {
    const [loja] = await tx.manager.query<{ id: number }[]>(`SELECT id FROM revendas WHERE cnpj = $1 AND ativo FOR SHARE`, [dados.cnpjRevenda]);
    if (!loja) throw entradaInvalida(MENSAGENS.lojaInativaParceiro);
    const [existe] = await tx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM parceiros WHERE cpf = $1`, [dados.cpf]);
    if (existe) throw conflito(MENSAGENS.vendedorJaCadastrado);
    const [{ id }] = await tx.manager
      .query<{ id: number }[]>(
        `INSERT INTO parceiros (revenda_id, nome, cpf, email, celular, telefone, sexo, data_nascimento, end_rua, end_numero,
           end_complemento, end_bairro, end_cidade, end_estado, end_cep, hobby, senha_hash, quem_indicou)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18) RETURNING id`,
        [
          loja.id,
          dados.nome,
          dados.cpf,
          dados.email,
          dados.celular,
          dados.telefone,
          dados.sexo,
          dados.dataNascimento,
          dados.endRua,
          dados.endNumero,
          dados.endComplemento,
          dados.endBairro,
          dados.endCidade,
          dados.endEstado,
          dados.endCep,
          dados.hobby,
          senhaHash,
          quemIndicou,
        ],
      )
      .catch((e: unknown) => {
        if (erroDoBanco(e).codigo === '23505') throw conflito(MENSAGENS.vendedorJaCadastrado);
        throw e;
      });
    // The member's own referral code, the sign-up code's points (once, under the code's row lock)
    // and who referred them: all or nothing with the registration.
    await garantirCodigo(tx, id);
    const aplicado = codigo ? await aplicarCodigo(tx, id, codigo) : null;
    const indicadorId = await registrarIndicacao(tx, id, quemIndicou);
    await registrarLog(tx, 'parceiro.cadastrar', {
      id,
      cpf: dados.cpf,
      revendaId: loja.id,
      quemIndicou,
      indicadorId,
      codigoCadastro: aplicado?.codigo ?? null,
      pontosCodigo: aplicado?.pontos ?? 0,
    });
    const token = await abrirSessao(tx, 'loja', { parceiroId: id }, userAgent);
    await tx.manager.update(Parceiro, id, { ultimoAcessoEm: new Date() });
    const p = await tx.manager.findOneOrFail(Parceiro, { where: { id }, relations: { revenda: true } });
    return { token, parceiro: parceiroDTO(p) };
  });
}

/** GET /api/parceiros?cpf without a panel token (after contarVerificacaoCpf): whether the CPF is registered, nothing more. */
export async function cpfCadastrado(ctx: RequestContext, cpf: string): Promise<{ existe: boolean }> {
  const [linha] = await ctx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM parceiros WHERE cpf = $1`, [cpf]);
  return { existe: !!linha };
}

export interface RevendaPublica {
  id: number;
  nomeFantasia: string;
  cnpj: string;
}

/** GET /api/revendas without a panel token: the picker of active stores, nothing else. */
export async function revendasPublicas(ctx: RequestContext): Promise<RevendaPublica[]> {
  const linhas = await ctx.manager.query<RevendaPublica[]>(
    `SELECT id, nome_fantasia AS "nomeFantasia", cnpj FROM revendas WHERE ativo ORDER BY nome_fantasia NULLS FIRST, id`,
  );
  return linhas;
}

/** GET /api/revendas/{id} without a panel token: an active store's name, for the store's own link. */
export async function revendaPublica(ctx: RequestContext, id: number): Promise<{ id: number; nomeFantasia: string }> {
  const [loja] = await ctx.manager.query<{ id: number; nomeFantasia: string }[]>(
    `SELECT id, nome_fantasia AS "nomeFantasia" FROM revendas WHERE id = $1 AND ativo`,
    [id],
  );
  if (!loja) throw naoEncontrado(MENSAGENS.lojaNaoEncontrada);
  return loja;
}
