import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('TopParceiroPontuado')
export class TopParceiroPontuadoDTO {
  @Field(() => Int) id: number;
  @Field() nome: string;
  @Field(() => String, { nullable: true }) revenda: string | null;
  @Field(() => Float) totalPontos: number;
  @Field(() => Float) totalVendido: number;
}

@ObjectType('TopRevendaPontuada')
export class TopRevendaPontuadaDTO {
  @Field(() => Int) id: number;
  @Field() nomeFantasia: string;
  @Field(() => Float) totalPontos: number;
  @Field(() => Float) totalVendido: number;
}

@ObjectType('Dashboard')
export class DashboardDTO {
  @Field(() => Int) parceirosCadastrados: number;
  @Field(() => Int) parceirosPontuados: number;
  @Field(() => Int) revendasCadastradas: number;
  @Field(() => Int) revendasPontuadas: number;
  @Field(() => [TopParceiroPontuadoDTO]) topParceirosPontuados: TopParceiroPontuadoDTO[];
  @Field(() => [TopRevendaPontuadaDTO]) topRevendasPontuadas: TopRevendaPontuadaDTO[];
}
