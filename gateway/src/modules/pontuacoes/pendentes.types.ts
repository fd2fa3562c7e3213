import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('ItemDigitadoPontuacao', { description: 'One typed unit of a claim from a type-1 store.' })
export class ItemDigitadoDTO {
  @Field() codigo: string;
  @Field(() => Int) produtoId: number;
  @Field() descricao: string;
  @Field(() => Float, { description: 'Sale value of the unit, in reais.' }) valor: number;
  @Field(() => Float, { description: 'Points the unit would earn when the claim was sent (informative).' }) pontos: number;
}

@ObjectType('PontuacaoPendente', { description: "A member's claim waiting for staff (GET /api/pontuacoes/pendentes row)." })
export class PontuacaoPendenteDTO {
  @Field() id: string;
  @Field(() => Int) parceiroId: number;
  @Field() parceiro: string;
  @Field() cpf: string;
  @Field() revenda: string;
  @Field() codRevenda: string;
  @Field() cnpj: string;
  @Field(() => String, { nullable: true }) cidade: string | null;
  @Field({ description: "'foto' (receipt files) or 'digitada' (typed items)." }) origem: string;
  @Field(() => String, { nullable: true }) linkArquivo: string | null;
  @Field(() => String, { nullable: true }) tipoArquivo: string | null;
  @Field(() => [ItemDigitadoDTO]) itens: ItemDigitadoDTO[];
  @Field() criadoEm: Date;
}

@ObjectType('PontuacoesPendentesPagina')
export class PontuacoesPendentesPaginaDTO {
  @Field(() => [PontuacaoPendenteDTO]) pontuacao: PontuacaoPendenteDTO[];
  @Field(() => Int) totalRecords: number;
  @Field({ description: 'True when the total is estimated: past 1,000 matching rows the gateway does not count them all.' }) totalEstimado: boolean;
}

@ObjectType('MensagemPontuacao')
export class MensagemPontuacaoDTO {
  @Field() mensagem: string;
}
