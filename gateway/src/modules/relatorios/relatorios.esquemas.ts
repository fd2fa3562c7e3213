import { ANO_INICIAL_RELATORIOS, lerDecimalBr, MENSAGENS_RELATORIOS as M } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { TIPO_RELATORIO } from './relatorios.types';

/**
 * The input of every report and anti-fraud operation, for both doors (core/esquema.ts,
 * docs/api.md), with the messages of the Reports screens (spec 2 §5).
 */

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());
/** The filters' "all" option. */
const todas = (v: unknown) => typeof v === 'string' && /^todas$/i.test(v.trim());
const numeroDe = (v: unknown) => Number(typeof v === 'string' ? v.trim() : v);

/** A report year, from the first report year's range to next year; blank gets `mensagemVazio`. */
function ano(mensagemVazio: string) {
  return z
    .unknown()
    .transform((v, ctx) => {
      const n = numeroDe(v);
      if (vazio(v) || todas(v)) ctx.addIssue({ code: 'custom', message: mensagemVazio });
      else if (!Number.isInteger(n) || n < ANO_INICIAL_RELATORIOS - 20 || n > new Date().getFullYear() + 1)
        ctx.addIssue({ code: 'custom', message: M.anoInvalido });
      else return n;
      return z.NEVER;
    })
    .meta({ title: 'Ano' })
    .register(DOC, { graphql: 'Int', json: { type: 'integer', minimum: ANO_INICIAL_RELATORIOS - 20 } });
}

/** A month as the screens send it, two digits ('07'), or a number. */
const mes = z
  .unknown()
  .transform((v, ctx) => {
    const n = numeroDe(v);
    if (vazio(v) || !Number.isInteger(n) || n < 1 || n > 12) {
      ctx.addIssue({ code: 'custom', message: M.mesInvalido });
      return z.NEVER;
    }
    return n;
  })
  .meta({ title: 'Mês', description: 'Mês, 1 a 12 (ou "07").' })
  .register(DOC, { graphql: 'Int', json: { type: 'integer', minimum: 1, maximum: 12 } });

/** The network filter: an id, or blank/"todas" for every network in reach (read by entrada.ts). */
const redeFiltro = e
  .opcional(e.texto('Rede', 120).transform((t) => (todas(t) ? undefined : t)))
  .meta({ description: 'Id ou nome da rede; vazio ou "todas" para todas as redes no alcance.' });
/** The network an entry is about. */
// GraphQL types it ID (an id or a name both travel as ID); the reading is core/filtro-rede's.
const rede = e
  .textoObrigatorio('Rede', 120, M.informeRede)
  .meta({ description: 'Id ou nome da rede.' })
  .register(DOC, { graphql: 'ID', json: { type: 'string', minLength: 1, maxLength: 120 } });
const codProduto = e.textoObrigatorio('Produto', 30, M.informeProduto).meta({ description: 'Código do produto.' });

/** Free text up to 2000 characters; absent or blank clears the observation. */
const observacao = e.opcional(
  z
    .unknown()
    .transform((v, ctx) => {
      if (typeof v !== 'string') ctx.addIssue({ code: 'custom', message: M.informeObservacao });
      else if (v.trim().length > 2000) ctx.addIssue({ code: 'custom', message: 'A observação deve ter no máximo 2000 caracteres.' });
      else return v.trim();
      return z.NEVER;
    })
    .meta({ title: 'Observação' })
    .register(DOC, { graphql: 'String', json: { type: 'string', maxLength: 2000 } }),
);

/** A decimal as the masked fields send it ('1.234,5' or 1234.5). */
function decimal(rotulo: string, mensagemVazio: string, mensagemInvalida: string, valido: (n: number) => boolean) {
  return z
    .unknown()
    .transform((v, ctx) => {
      const n = vazio(v) ? null : lerDecimalBr(v);
      if (vazio(v)) ctx.addIssue({ code: 'custom', message: mensagemVazio });
      else if (n === null || !valido(n)) ctx.addIssue({ code: 'custom', message: mensagemInvalida });
      else return n;
      return z.NEVER;
    })
    .meta({ title: rotulo })
    .register(DOC, { graphql: 'String', json: { type: 'string', examples: ['29,5', '1.234,56'] } });
}

/** Step 0.01 (spec 2 §5); a release adds to what was released before (§4). */
const quantidadeLiberada = decimal(
  'Quantidade',
  M.informeQuantidade,
  'Quantidade inválida: informe um número maior que zero com até duas casas decimais.',
  (n) => n > 0 && n <= 99_999_999 && Math.abs(Math.round(n * 100) - n * 100) <= 1e-6,
).transform((n) => Math.round(n * 100) / 100);

const saldo = decimal('Saldo', M.informeSaldo, 'Saldo inválido', (n) => n >= 0 && n <= 99_999_999);

/** dd/mm/aaaa (the masked field) or aaaa-mm-dd, from 2000 up to 2999-12-31 (spec 2 §5). */
const data = e.data('Data', 'Data inválida', M.informeData).refine((d) => d >= '2000-01-01' && d <= '2999-12-31', { error: 'Data inválida' });

// Report jobs.
export const gerar = z.object({ ano: e.opcional(ano(M.anoInvalido)), mes: e.opcional(mes) });
export const gerarRelatorio = z.object({
  tipo: e.enumeracao('TipoRelatorio', TIPO_RELATORIO, 'Tipo', 'Um relatório que a fila de tarefas gera.'),
  ...gerar.shape,
});
export const porId = z.object({ id: e.id('Identificador') });

// Reads.
export const porRedeFiltro = z.object({ rede: redeFiltro });
export const porRede = z.object({ rede });
export const porMes = z.object({ rede: redeFiltro, ano: ano(M.anoInvalido), mes });
export const porAno = z.object({ rede: redeFiltro, ano: ano(M.selecionePeriodo) });
export const produtosVendidos = z.object({
  revenda: e
    .opcional(e.texto('Loja', 30).transform((t) => (todas(t) ? undefined : t)))
    .meta({ description: 'CNPJ da loja; vazio ou "todas" para todas no alcance.' }),
  ano: ano(M.selecionePeriodo),
});
export const porRedeProduto = z.object({ rede, codProduto });

// Entries.
export const observarMensuracao = z.object({ rede, obs: observacao });
export const observarAntifraude = z.object({ rede, codProduto, observacao });
export const liberarAntifraude = z.object({ rede, codProduto, quantidade: quantidadeLiberada });
export const registrarSaldo = z.object({ rede, codProduto, saldo, data });
