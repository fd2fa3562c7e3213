import { MENSAGENS } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { OpcoesLista } from '../../core/listagem';
import { COLUNAS_FIGURAS_REDE } from './redes.figuras';

/** The input of every network operation, for both doors (core/esquema.ts, docs/api.md). */

/** The column is numeric(12,4): up to 8 integer digits and 4 decimals. */
const VALOR_PONTO_MAXIMO = 99_999_999.9999;

/**
 * valorPonto as a number: accepts 0.05, "0.05" and the Brazilian "0,05". Required, greater than
 * zero (a point worth nothing would make every cost figure zero), at most 4 decimals.
 */
const valorPonto = () =>
  z
    .unknown()
    .transform((valor, ctx) => {
      if (valor === undefined || valor === null || (typeof valor === 'string' && !valor.trim())) {
        ctx.addIssue({ code: 'custom', message: MENSAGENS.informeValorPonto });
        return z.NEVER;
      }
      const texto = typeof valor === 'number' || typeof valor === 'string' ? String(valor).trim() : '';
      const normalizado = typeof valor === 'string' && texto.includes(',') ? texto.replace(/\./g, '').replace(',', '.') : texto;
      const n = Number(normalizado);
      if (!/^\d+(\.\d{1,4})?$/.test(normalizado) || !Number.isFinite(n) || n <= 0 || n > VALOR_PONTO_MAXIMO) {
        ctx.addIssue({ code: 'custom', message: MENSAGENS.valorPontoInvalido });
        return z.NEVER;
      }
      return n;
    })
    .meta({ title: 'Valor do ponto', description: 'Quanto vale um ponto, em reais (até 4 casas decimais; aceita "0,05").' })
    .register(DOC, { graphql: 'ValorPonto', json: { type: ['number', 'string'], examples: [0.05, '0,05'] } });

const nome = () => e.textoObrigatorio('Nome', 120, MENSAGENS.informeNome);
const regiao = () => e.textoObrigatorio('Região', 120, MENSAGENS.informeRegiao);
const idRede = () => e.id('Identificador');

/**
 * Every sortable field of the Redes list. valorPonto and totalCusto are refused by the service to
 * roles that do not see what a point costs (sorting by a hidden value would leak it).
 */
export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: { nome: 'r.nome', regiao: 'r.regiao', ativo: 'r.ativo', valorPonto: 'r.valor_ponto', ...COLUNAS_FIGURAS_REDE },
  padrao: { campo: 'nome', direcao: 'ASC' },
};

const filtrosLista = {
  ativo: e.opcional(e.booleano('Ativo')).meta({ description: 'Só as ativas (1) ou só as inativas (0).' }),
  completo: e.opcional(e.booleano('Completo')).meta({ description: 'Inclui os números da rede (lojas, vendedores, vendas, pontos).' }),
};
/** The filters alone: the older REST dialect sends them as JSON inside `filtros`. */
export const filtrosRedes = z.object(filtrosLista);
export const consultaRedes = consultaLista(OPCOES_LISTA, filtrosLista);
export const listaRedes = argumentosLista('OrdemRedes', OPCOES_LISTA, filtrosLista);

export const porId = z.object({ id: idRede() });

export const criar = z.object({ nome: nome(), regiao: regiao(), valorPonto: valorPonto() });

/**
 * The edit dialog and the Sim/Não toggle (REST PUT): fields sent replace, fields left out stay;
 * a field sent blank gets the form's message.
 */
export const atualizar = z
  .object({
    nome: nome().optional(),
    regiao: regiao().optional(),
    valorPonto: valorPonto().optional(),
    ativo: e.booleano('Ativo').optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { error: MENSAGENS.requisicaoInvalida });

/** GraphQL names the network inside the input; REST names it in the path. Absent or null keeps a field. */
export const editar = z
  .object({ id: idRede(), nome: e.naEdicao(nome()), regiao: e.naEdicao(regiao()), valorPonto: e.naEdicao(valorPonto()) })
  .refine((c) => c.nome !== undefined || c.regiao !== undefined || c.valorPonto !== undefined, { error: MENSAGENS.requisicaoInvalida });
export const alterarAtivo = z.object({ id: idRede(), ativo: e.booleano('Ativo') });
