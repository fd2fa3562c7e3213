import { Field, ID, ObjectType } from 'type-graphql';
import { Dinheiro, Pontos } from '../../graphql/dinheiro';
import { enumeracaoGraphql } from '../../graphql/entrada';

export const TIPOS_PREMIO = ['geral', 'bivolt', 'credito', 'recarga'] as const;
export type TipoPremio = (typeof TIPOS_PREMIO)[number];

/** The kinds as a GraphQL enum: names for the schema, the contract's values underneath. */
export const TIPO_PREMIO_ENUM = enumeracaoGraphql(
  'TipoPremio',
  { GERAL: 'geral', BIVOLT: 'bivolt', CREDITO: 'credito', RECARGA: 'recarga' } as const,
  'Tipo de um prêmio.',
  {
    GERAL: 'Prêmio comum',
    BIVOLT: 'Aparelho bivolt: o membro escolhe 110V ou 220V',
    CREDITO: 'Crédito no cartão do membro',
    RECARGA: 'Recarga de celular',
  },
);

@ObjectType('Premio', { description: 'Um prêmio do catálogo do programa.' })
export class PremioDTO {
  @Field(() => ID, { description: 'Identificador do prêmio.' }) id: number;
  @Field({ description: 'Nome do prêmio.' }) nome: string;
  @Field({ description: 'Descrição do prêmio.' }) descricao: string;
  @Field({ description: 'Código do prêmio (único).' }) codigo: string;
  @Field(() => Dinheiro, { description: 'Custo total do prêmio, em reais.' }) custoTotal: number;
  @Field(() => TIPO_PREMIO_ENUM, { description: 'Tipo do prêmio.' }) tipo: string;
  @Field({ description: 'Se o prêmio aparece no catálogo.' }) ativo: boolean;
  @Field(() => Pontos, { description: 'Pontos para resgatar (110V num prêmio bivolt).' }) pontos: number;
  @Field(() => Pontos, { nullable: true, description: 'Pontos da opção 220V de um prêmio bivolt.' }) pontosAlternativo: number | null;
  @Field(() => String, { nullable: true, description: 'Nome da foto guardada.' }) foto: string | null;
  @Field(() => String, { nullable: true, description: 'Endereço da foto para exibir.' }) diretorioFoto: string | null;
}

export interface LinhaPremio {
  id: number;
  nome: string;
  descricao: string;
  codigo: string;
  custo_total: string;
  tipo: TipoPremio;
  ativo: boolean;
  pontos: string;
  pontos_alternativo: string | null;
  foto: string | null;
}

export const premioDTO = (l: LinhaPremio): PremioDTO => ({
  id: l.id,
  nome: l.nome,
  descricao: l.descricao,
  codigo: l.codigo,
  custoTotal: Number(l.custo_total),
  tipo: l.tipo,
  ativo: l.ativo,
  pontos: Number(l.pontos),
  pontosAlternativo: l.pontos_alternativo === null ? null : Number(l.pontos_alternativo),
  foto: l.foto,
  diretorioFoto: l.foto ? `/api/arquivos/${l.foto}` : null,
});
