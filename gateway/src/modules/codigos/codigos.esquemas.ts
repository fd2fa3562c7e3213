import { EXPIRACAO_MAXIMA_CODIGO, MENSAGENS_CONTAS as M } from '@sw/common';
import { e, z } from '../../core/esquema';

/** The input of every sign-up code operation, for both doors (core/esquema.ts, docs/api.md). */

/** The code as members type it: upper-cased, letters, digits, "-" and "_". */
export const codigo = e
  .textoObrigatorio('Código', 255, M.informeCodigo)
  .transform((t) => t.toUpperCase())
  .refine((t) => /^[A-Z0-9_-]{1,40}$/.test(t), { error: M.codigoFormato })
  .meta({ description: 'Letras, números, "-" e "_" (até 40); gravado em maiúsculas.' });

/** At least 1; blank, a fraction or an absurd number is "informe" (as the form words it). */
const quantidade = (rotulo: string, vazio: string, minimo: string) =>
  e
    .inteiro(rotulo, { mensagemVazio: vazio })
    .refine((n) => n >= 1, { error: minimo })
    .refine((n) => n <= 1_000_000_000, { error: vazio });

const dados = {
  codigo,
  pontos: quantidade('Pontos', M.informePontos, M.pontosMinimo).meta({ description: 'Pontos creditados a cada membro que se cadastra com o código.' }),
  usos: quantidade('Usos', M.informeUsos, M.usosMinimo).meta({ description: 'Quantos cadastros podem usar o código.' }),
  // Not before today is the service's rule: an expiry already past may stay when unchanged.
  expiraEm: e
    .opcional(e.data('Data de expiração', M.expiracaoInvalida).refine((d) => d <= EXPIRACAO_MAXIMA_CODIGO, { error: M.expiracaoInvalida }))
    .meta({ description: 'Último dia válido (AAAA-MM-DD ou DD/MM/AAAA); vazio: não expira.' }),
};

const id = e.id('Identificador');

export const porId = z.object({ id });
export const criar = z.object(dados);
export const atualizar = z.object({ id, ...dados });
export const consultaPontuacoes = z.looseObject({ search: e.opcional(e.texto('Busca', 100)).meta({ description: 'Código, nome ou CPF.' }) });
/** pontuacoesCodigo: the report's one filter, as every list's input. */
export const listaPontuacoes = z.object({ busca: e.opcional(e.texto('Busca', 100)).meta({ description: 'Código, nome ou CPF (até 100 caracteres).' }) });
