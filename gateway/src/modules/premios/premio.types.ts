import { Field, Float, Int, ObjectType } from 'type-graphql';

export const TIPOS_PREMIO = ['geral', 'bivolt', 'credito', 'recarga'] as const;
export type TipoPremio = (typeof TIPOS_PREMIO)[number];

@ObjectType('Premio', { description: 'A prize of the programme catalogue.' })
export class PremioDTO {
  @Field(() => Int) id: number;
  @Field() nome: string;
  @Field() descricao: string;
  @Field() codigo: string;
  @Field(() => Float) custoTotal: number;
  @Field({ description: 'geral | bivolt | credito | recarga' }) tipo: string;
  @Field() ativo: boolean;
  @Field(() => Float) pontos: number;
  @Field(() => Float, { nullable: true, description: 'Points of the 220V option of a bivolt prize.' }) pontosAlternativo: number | null;
  @Field(() => String, { nullable: true, description: 'Stored photo name; the image is at /api/arquivos/{foto}.' }) foto: string | null;
  @Field(() => String, { nullable: true }) diretorioFoto: string | null;
}

@ObjectType('PremiosPagina')
export class PremiosPaginaDTO {
  @Field(() => [PremioDTO]) linhas: PremioDTO[];
  @Field(() => Int) total: number;
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
