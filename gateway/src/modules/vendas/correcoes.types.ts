import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Correção de pontuação: a sale whose credited points differ from what the current catalogue gives.' })
export class VendaCorrigirDTO {
  @Field() idVenda: string;
  @Field() revenda: string;
  @Field() parceiro: string;
  @Field() cpf: string;
  @Field() identificador: string;
  @Field(() => Float, { description: 'Points the member holds from this sale (credit plus corrections, less reversals).' }) pontuacaoAtual: number;
  @Field(() => Float, { description: 'Current product points × current store factor, within limitePontuacao.' }) pontuacaoNova: number;
  @Field(() => Float, { description: 'pontuacaoNova − pontuacaoAtual (negative: points to take back).' }) aPontuar: number;
}

@ObjectType()
export class CorrecoesPontuacaoDTO {
  @Field(() => [VendaCorrigirDTO]) vendasCorrigir: VendaCorrigirDTO[];
}

@ObjectType()
export class CorrecaoAplicadaDTO {
  @Field() mensagem: string;
  @Field() idVenda: string;
  @Field(() => Float) pontuacaoAnterior: number;
  @Field(() => Float) pontuacaoNova: number;
  @Field(() => Float, { description: 'Points moved by this correction (signed).' }) aplicado: number;
  @Field(() => Float, { description: 'Still to correct when the balance could not cover a negative difference.' }) restante: number;
}
