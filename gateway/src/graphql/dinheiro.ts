import { GraphQLError, GraphQLScalarType, Kind, ValueNode } from 'graphql';
import { CASAS_DINHEIRO, CASAS_PONTOS, CASAS_VALOR_PONTO, casasDecimais, decimalExato, MENSAGENS } from '@sw/common';

/**
 * Exact money and points in GraphQL (docs/api.md, "Dinheiro e pontos"). A Float would turn the
 * database's numeric 0.30 into 0.30000000000000004 somewhere between a sum and a screen; these
 * scalars answer decimal text with a fixed number of decimals, computed on the digits. REST keeps
 * its numbers (contract).
 */

/** Marks a refusal of these scalars, so the error formatter answers its Portuguese text alone. */
export const ESCALAR_RECUSOU = 'escalarRecusou';

/** `recusa`: the catalogue's Portuguese refusal, which names the kind of value and its decimals. */
function escalarDecimal(nome: string, casas: number, descricao: string, recusa: string = MENSAGENS.dinheiroInvalido(casas)): GraphQLScalarType {
  const recusar = (): never => {
    throw new GraphQLError(recusa, { extensions: { code: 'BAD_USER_INPUT', [ESCALAR_RECUSOU]: true } });
  };
  const lerEntrada = (valor: unknown): string => {
    if (typeof valor !== 'string' && typeof valor !== 'number') return recusar();
    const decimais = casasDecimais(valor);
    if (decimais === null || decimais > casas || (typeof valor === 'string' && /e/i.test(valor))) return recusar();
    return decimalExato(valor, casas) ?? recusar();
  };
  return new GraphQLScalarType({
    name: nome,
    description: descricao,
    serialize(valor) {
      const texto = decimalExato(valor, casas);
      if (texto === null) throw new GraphQLError(`${nome} não é um número: ${String(valor)}`);
      return texto;
    },
    parseValue: lerEntrada,
    parseLiteral(no: ValueNode) {
      if (no.kind === Kind.STRING || no.kind === Kind.INT || no.kind === Kind.FLOAT) return lerEntrada(no.value);
      return recusar();
    },
  });
}

export const Dinheiro = escalarDecimal(
  'Dinheiro',
  CASAS_DINHEIRO,
  'Valor em reais, exato: texto decimal com duas casas e ponto ("1234.50"). Na entrada aceita texto ou número com até duas casas.',
);

/** The scalar's own refusal inside a variable or literal error graphql-js wrapped ("Variable "$input" got invalid value …; …"). */
export function recusaDeEscalar(erro: unknown): GraphQLError | null {
  // The wrappers copy the extensions of what they wrap: the scalar's own error is the innermost one.
  let recusa: GraphQLError | null = null;
  for (let atual = erro, i = 0; atual instanceof Error && i < 6; atual = (atual as GraphQLError).originalError, i++) {
    if (atual instanceof GraphQLError && atual.extensions?.[ESCALAR_RECUSOU]) recusa = atual;
  }
  return recusa;
}

export const ValorPonto = escalarDecimal(
  'ValorPonto',
  CASAS_VALOR_PONTO,
  'Valor de um ponto em reais, exato: texto decimal com quatro casas e ponto ("0.0250"). Na entrada aceita texto ou número com até quatro casas.',
);

/**
 * Points as the ledger stores them: every points column is numeric(14,2) (or (12,2)/(16,2) for
 * product points and report totals), with centésimos of a point from a store's factor. A balance
 * of 0.1 + 0.2 answers "0.30", never 0.30000000000000004.
 */
export const Pontos = escalarDecimal(
  'Pontos',
  CASAS_PONTOS,
  'Pontos, exatos como o razão os guarda: texto decimal com duas casas e ponto ("1500.25", "-30.00"). Na entrada aceita texto ou número com até duas casas.',
  MENSAGENS.pontosDecimalInvalido(CASAS_PONTOS),
);
