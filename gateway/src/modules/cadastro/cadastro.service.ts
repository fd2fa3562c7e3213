import { MENSAGENS, problemaDaSenha, ROTULOS_PARCEIRO } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, erroDoBanco, naoEncontrado } from '../../core/errors';
import { gerarHashSenha } from '../../core/senhas';
import * as validar from '../../core/validacao';
import { registrarLog } from '../auditoria/auditoria.service';
import { Parceiro } from '../parceiros/parceiro.entity';
import { parceiroDTO } from '../parceiros/parceiro.types';
import { lerDadosParceiro } from '../parceiros/parceiros.esquemas';
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

const aceitou = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** The store to register in: by id (the store's own link) or CNPJ (the picker); it must be active. */
async function lojaEscolhida(ctx: RequestContext, entrada: Record<string, unknown>): Promise<string> {
  const temId = entrada.idRevenda !== undefined && entrada.idRevenda !== null && entrada.idRevenda !== '';
  const temCnpj = typeof entrada.cnpjRevenda === 'string' && entrada.cnpjRevenda.trim() !== '';
  if (!temId && !temCnpj) throw entradaInvalida(MENSAGENS.selecioneRevenda);
  const [loja] = temId
    ? await ctx.manager.query(`SELECT cnpj, ativo FROM revendas WHERE id = $1`, [validar.inteiro(entrada.idRevenda, 'Loja', { min: 1, max: 2_147_483_647 })])
    : await ctx.manager.query(`SELECT cnpj, ativo FROM revendas WHERE cnpj = $1`, [String(entrada.cnpjRevenda).replace(/\D/g, '')]);
  if (!loja) throw entradaInvalida(MENSAGENS.lojaNaoEncontrada);
  if (!loja.ativo) throw entradaInvalida(MENSAGENS.lojaInativaParceiro);
  return loja.cnpj;
}

function senhaNova(entrada: Record<string, unknown>, cpf: string): string {
  const senha = typeof entrada.senha === 'string' ? entrada.senha : '';
  if (!senha) throw entradaInvalida(MENSAGENS.obrigatorio('Senha'));
  if (senha !== entrada.confirmarSenha) throw entradaInvalida(MENSAGENS.senhasNaoConferem);
  const problema = problemaDaSenha(senha, cpf);
  if (problema) throw entradaInvalida(problema);
  return senha;
}

/** POST /api/parceiros without a panel token, mutation cadastrarParceiro. */
export async function cadastrar(ctx: RequestContext, entrada: Record<string, unknown>, userAgent?: string): Promise<SessaoParceiroDTO> {
  await contarChamadaPublica(ctx, 'cadastro');
  // The form's order: sexo, then the privacy policy, then the other fields.
  validar.textoObrigatorio(entrada.sexo, ROTULOS_PARCEIRO.sexo, { max: 20 });
  if (!aceitou(entrada.aceitouPoliticaPrivacidade)) throw entradaInvalida(MENSAGENS.aceitePolitica);
  const cnpjRevenda = await lojaEscolhida(ctx, entrada);
  const dados = lerDadosParceiro({ ...entrada, cnpjRevenda });
  const senha = senhaNova(entrada, dados.cpf);
  const quemIndicou = validar.texto(entrada.quemIndicou, 'Quem indicou', { max: 160 });
  const codigo = validar.texto(entrada.codigo_cadastro ?? entrada.codigoCadastro, 'Código de cadastro', { max: 60 });
  const senhaHash = await gerarHashSenha(senha);
  return emTransacao(ctx, async (tx) => {
    const [loja] = await tx.manager.query(`SELECT id FROM revendas WHERE cnpj = $1 AND ativo FOR SHARE`, [dados.cnpjRevenda]);
    if (!loja) throw entradaInvalida(MENSAGENS.lojaInativaParceiro);
    const [existe] = await tx.manager.query(`SELECT 1 FROM parceiros WHERE cpf = $1`, [dados.cpf]);
    if (existe) throw conflito(MENSAGENS.vendedorJaCadastrado);
    const [{ id }] = await tx.manager
      .query(
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

/** GET /api/parceiros?cpf without a panel token: whether the CPF is registered, nothing more. */
export async function cpfCadastrado(ctx: RequestContext, cpf: unknown): Promise<{ existe: boolean }> {
  await contarChamadaPublica(ctx, 'verificarCpf');
  const [linha] = await ctx.manager.query(`SELECT 1 FROM parceiros WHERE cpf = $1`, [validar.cpf(cpf)]);
  return { existe: !!linha };
}

export interface RevendaPublica {
  id: number;
  nomeFantasia: string;
  cnpj: string;
}

/** GET /api/revendas without a panel token: the picker of active stores, nothing else. */
export async function revendasPublicas(ctx: RequestContext): Promise<RevendaPublica[]> {
  const linhas = await ctx.manager.query(`SELECT id, nome_fantasia AS "nomeFantasia", cnpj FROM revendas WHERE ativo ORDER BY nome_fantasia NULLS FIRST, id`);
  return linhas;
}

/** GET /api/revendas/{id} without a panel token: an active store's name, for the store's own link. */
export async function revendaPublica(ctx: RequestContext, idBruto: unknown): Promise<{ id: number; nomeFantasia: string }> {
  const id = validar.inteiro(idBruto, 'Id', { min: 1, max: 2_147_483_647 });
  const [loja] = await ctx.manager.query(`SELECT id, nome_fantasia AS "nomeFantasia" FROM revendas WHERE id = $1 AND ativo`, [id]);
  if (!loja) throw naoEncontrado(MENSAGENS.lojaNaoEncontrada);
  return loja;
}
